import { messages, type IngestReply } from '@depot/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { writeAlarms, type AlarmsWritten } from '../modules/tracker';
import { writeBatch, type BatchWritten } from './ingest.repository';
import { IngestQueue, type QueueOptions } from './ingest-queue';
import { channelOf, type Channel } from './mqtt-ingress';
import { alarmsOf, parseReadings, type Reading } from './readings';
import { RejectionLog } from './rejection-log';
import { SensorDirectory, type SensorInfo } from './sensor-directory';

const BACKLOG_READINGS = 20_000;

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

  constructor(
    private readonly database: Database,
    log: FastifyBaseLogger,
    private readonly options: IngestorOptions = {},
  ) {
    this.directory = new SensorDirectory(database.db);
    this.rejections = new RejectionLog(log);
    this.queue = new IngestQueue(
      async (batch) => {
        const written = await database.rawTransaction((query) =>
          writeBatch(query, batch.readings, batch.seenSensorIds, new Date()),
        );
        const stored = batch.readings.filter((r) => !written.refusals.has(r));
        options.onCommitted?.(stored, written.notified);
        return written.refusals;
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

  /** Stores what is waiting. */
  async close() {
    this.rejections.close();
    await this.queue.flush();
  }

  /**
   * A message from a sensor whose identity is already established. Rejects (with the database's
   * error) when storing failed for a transient reason even after the retries: nothing of it is
   * acknowledged, the sender should resend.
   */
  async ingest(sensor: SensorInfo, body: unknown): Promise<IngestReply> {
    if (sensor.kind === 'gps') await this.raiseAlarms(sensor.sensorId, body);
    const parsed = parseReadings(sensor, body);
    const { refused, stored } = this.queue.push(sensor.sensorId, parsed.readings);
    const failed = await stored;
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
   * sensor on `sensors/{id}/data`, each only there.
   */
  async ingestPayload(
    sensorId: string,
    payload: Buffer,
    channel: Channel = 'data',
  ): Promise<IngestReply> {
    const sensor = await this.directory.get(sensorId);
    if (!sensor) return this.refuse(sensorId, messages.ingest.badCredentials);
    if (channelOf(sensor.kind) !== channel)
      return this.refuse(sensorId, messages.ingest.kindNotIngested(sensor.kind));
    let body: unknown;
    try {
      body = JSON.parse(payload.toString('utf8'));
    } catch {
      return this.refuse(sensorId, messages.ingest.invalidJson);
    }
    return this.ingest(sensor, body);
  }

  /**
   * A tracker's alarms are written at once, in a transaction of their own, not in the next batch:
   * rare, urgent, and told to the depot even when the fix they came with is refused.
   */
  private async raiseAlarms(trackerId: string, body: unknown) {
    const alarms = alarmsOf(body);
    if (!alarms.length) return;
    const raised = await this.database.rawTransaction((query) =>
      writeAlarms(query, trackerId, alarms),
    );
    this.options.onAlarms?.(raised);
  }

  private refuse(sensorId: string, reason: string): IngestReply {
    this.rejections.add(sensorId, 1, reason);
    return { accepted: 0, rejected: 1, errors: [{ index: 0, reason }] };
  }
}
