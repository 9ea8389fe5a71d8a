import { messages, type IngestReply } from '@depot/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { PgListener } from '../db/pg-listener';
import { writeAlarms, type AlarmsWritten } from '../modules/tracker';
import { watchDevices, type DeviceChange } from './device-watch';
import { liveDeviceKeys, writeBatch, type BatchWritten } from './ingest.repository';
import { IngestQueue, type QueueOptions } from './ingest-queue';
import { channelOf, type Channel } from './mqtt-ingress';
import { alarmsOf, parseMessage, parseReadings, type Reading } from './readings';
import { RejectionLog } from './rejection-log';
import { SensorDirectory, type SensorInfo } from './sensor-directory';

const BACKLOG_READINGS = 20_000;

/**
 * Thrown by `ingest` when the key a message came with is no longer its sensor's (deleted, given
 * a new key) or the sensor's depot is switched off: found when its batch was written, so a key
 * fails at once even in a process whose cache has not heard of the change yet.
 */
export class RevokedDevice extends Error {
  constructor(readonly sensorId: string) {
    super(messages.ingest.badCredentials);
  }
}

export interface IngestorOptions extends QueueOptions {
  /**
   * Told of each batch once it is committed: the readings stored and the depots notified while
   * writing. Must return at once and never throw.
   */
  onCommitted?: (readings: Reading[], notified: BatchWritten['notified']) => void;
  /** Told of the alarms a tracker raised (an SOS), once committed. Must return at once. */
  onAlarms?: (alarms: AlarmsWritten[]) => void;
}

/**
 * The one ingestion path for every transport and sensor kind: check the readings against the
 * sensor, queue them for the next batch, and answer how many were accepted and why others were not.
 */
export class Ingestor {
  readonly directory: SensorDirectory;
  private readonly queue: IngestQueue;
  private readonly rejections: RejectionLog;
  private readonly watch: PgListener;
  /** The key hash each queued reading was sent with, checked again when its batch is written. */
  private readonly keyOf = new WeakMap<Reading, string>();
  private readonly changeListeners = new Set<(change: DeviceChange) => void>();

  constructor(
    private readonly database: Database,
    log: FastifyBaseLogger,
    private readonly options: IngestorOptions = {},
  ) {
    this.directory = new SensorDirectory(database.db);
    this.rejections = new RejectionLog(log);
    this.watch = watchDevices(
      database,
      {
        changed: (change) => this.changed(change),
        missed: () => this.directory.forget('all'),
      },
      log,
    );
    this.queue = new IngestQueue(
      async (batch) => {
        const revoked = new Map<Reading, string>();
        const written = await database.rawTransaction(async (query) => {
          revoked.clear();
          // One indexed look-up per batch: a reading whose key is no longer its sensor's, or
          // whose depot was switched off, is refused, whatever this process has cached.
          const ids = [...new Set(batch.readings.map((r) => r.sensorId))];
          const live = await liveDeviceKeys(query, [...new Set([...ids, ...batch.seenSensorIds])]);
          const readings = batch.readings.filter((r) => {
            const ok = live.get(r.sensorId) === this.keyOf.get(r);
            if (!ok) revoked.set(r, messages.ingest.badCredentials);
            return ok;
          });
          const seen = batch.seenSensorIds.filter((id) => live.has(id));
          return writeBatch(query, readings, seen, new Date());
        });
        // Not heard of yet here: forget the sensor (the sender's own connection is closed by its
        // transport; a new device already on the new key keeps its connections).
        for (const sensorId of new Set([...revoked.keys()].map((r) => r.sensorId)))
          this.directory.forget({ sensorId });
        const refusals = new Map([...written.refusals, ...revoked]);
        const stored = batch.readings.filter((r) => !refusals.has(r));
        options.onCommitted?.(stored, written.notified);
        return refusals;
      },
      {
        ...options,
        // The database refused a reading that passed every check: a gap in validation to close.
        onUnstorable: (reading, err) =>
          log.error({ err, sensorId: reading.sensorId }, 'reading could not be stored'),
      },
    );
  }

  /** More readings wait than a few batches hold: senders should slow down. */
  get backlogged() {
    return this.queue.waiting > BACKLOG_READINGS;
  }

  /** Starts hearing of changes to devices and depots. */
  start() {
    return this.watch.start();
  }

  /** Stores what is waiting. */
  async close() {
    this.rejections.close();
    await this.queue.flush();
    await this.watch.close();
  }

  /** Tells `listener` of every change to devices and depots (to end their connections). */
  onDeviceChange(listener: (change: DeviceChange) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  private changed(change: DeviceChange) {
    this.directory.forget(change);
    for (const listener of this.changeListeners) listener(change);
  }

  /**
   * A message from a sensor whose identity is already established. Rejects (with the database's
   * error) when storing failed for a transient reason even after the retries: nothing of it is
   * acknowledged, the sender should resend. Rejects with RevokedDevice when the sensor's key was
   * revoked meanwhile.
   */
  async ingest(sensor: SensorInfo, body: unknown): Promise<IngestReply> {
    if (sensor.kind === 'gps') await this.raiseAlarms(sensor, body);
    const parsed = parseReadings(sensor, body);
    for (const r of parsed.readings) this.keyOf.set(r, sensor.keyHash);
    const { refused, stored } = this.queue.push(sensor.sensorId, parsed.readings);
    const failed = await stored;
    if (failed.some((f) => f.reason === messages.ingest.badCredentials))
      throw new RevokedDevice(sensor.sensorId);
    const at = (i: number, reason: string) => ({ index: parsed.positions[i] ?? i, reason });
    const errors = [
      ...parsed.errors,
      ...refused.map((i) => at(i, messages.ingest.busy)),
      ...failed.map((f) => at(f.index, f.reason ?? messages.ingest.notStored)),
    ].sort((a, b) => a.index - b.index);
    if (errors[0]) this.rejections.add(sensor.sensorId, errors.length, errors[0].reason);
    return {
      accepted: parsed.readings.length - refused.length - failed.length + parsed.heartbeats,
      rejected: errors.length,
      errors,
    };
  }

  /**
   * A raw MQTT payload for a sensor id taken from the topic, on the topic's channel: a tracker
   * publishes on `trackers/{id}/position`, an actuator on `actuators/{id}/state`, every other
   * sensor on `sensors/{id}/data`, each only there. Rejects with RevokedDevice when there is no
   * such sensor (any more) or its depot is switched off.
   */
  async ingestPayload(
    sensorId: string,
    payload: Buffer,
    channel: Channel = 'data',
  ): Promise<IngestReply> {
    const sensor = await this.directory.get(sensorId);
    if (!sensor) {
      // Deleted, or of a depot switched off, since it logged in: its connection has to end.
      this.refuse(sensorId, messages.ingest.badCredentials);
      throw new RevokedDevice(sensorId);
    }
    if (channelOf(sensor.kind) !== channel)
      return this.refuse(sensorId, messages.ingest.kindNotIngested(sensor.kind));
    let body: unknown;
    try {
      body = parseMessage(payload.toString('utf8'));
    } catch {
      return this.refuse(sensorId, messages.ingest.invalidJson);
    }
    return this.ingest(sensor, body);
  }

  /**
   * A tracker's alarms are written at once, in a transaction of their own, not in the next batch:
   * rare, urgent, and told to the depot even when the fix they came with is refused.
   */
  private async raiseAlarms(tracker: SensorInfo, body: unknown) {
    const alarms = alarmsOf(body);
    if (!alarms.length) return;
    const raised = await this.database.rawTransaction(async (query) => {
      // Like a batch, the key is checked again: a replaced or switched-off tracker raises none.
      const live = await liveDeviceKeys(query, [tracker.sensorId]);
      if (live.get(tracker.sensorId) !== tracker.keyHash) return [];
      return writeAlarms(query, tracker.sensorId, alarms);
    });
    this.options.onAlarms?.(raised);
  }

  private refuse(sensorId: string, reason: string): IngestReply {
    this.rejections.add(sensorId, 1, reason);
    return { accepted: 0, rejected: 1, errors: [{ index: 0, reason }] };
  }
}
