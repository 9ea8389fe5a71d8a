import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_SRC } from '../table-writes';

/** Every route the server declares: its path and the module whose routes file declares it. */
function declaredRoutes() {
  const modules = join(SERVER_SRC, 'modules');
  return readdirSync(modules).flatMap((area) =>
    readdirSync(join(modules, area))
      .filter((f) => f.endsWith('.routes.ts'))
      .flatMap((f) => {
        const text = readFileSync(join(modules, area, f), 'utf8');
        return [...text.matchAll(/app\.(get|post|put|patch|delete)\(\s*['`]([^'`]+)['`]/g)].map(
          (m) => ({
            route: `${(m[1] as string).toUpperCase()} ${m[2] as string}`,
            area,
            file: relative(SERVER_SRC, join(modules, area, f)),
          }),
        );
      }),
  );
}

/** A path's prefix names the module that answers it. */
const HOMES: [prefix: string, area: string][] = [
  ['/api/auth/', 'auth'],
  ['/api/superadmin/tables/', 'admin'],
  ['/api/notifications/', 'notifications'],
];

/**
 * Smart weather answers five paths the spec puts under the master tables (admin-tracker-map §7):
 * the two typed lists shadow `…/tables/:endpoint` for their tables, and a sensor with its
 * readings. Their data and rules are the iot module's; admin serves only the generic tables.
 */
const SMART_WEATHER_UNDER_TABLES = [
  // smart_iot_devices and smart_iot_sensors, declared in one loop
  'GET /api/superadmin/tables/${table}',
  'GET /api/superadmin/tables/latest-sensor-readings',
  'GET /api/superadmin/tables/sensors/:sensorId',
  'GET /api/superadmin/tables/sensors/:sensorId/readings',
];

describe('route homes', () => {
  it('declares each route in the module its path names', () => {
    const routes = declaredRoutes();
    expect(routes.map((r) => r.route)).toContain('POST /api/auth/register');
    expect(
      routes.filter((r) => SMART_WEATHER_UNDER_TABLES.includes(r.route)).map((r) => r.area),
    ).toEqual(['iot', 'iot', 'iot', 'iot']);
    const strays = routes.flatMap((r) => {
      if (SMART_WEATHER_UNDER_TABLES.includes(r.route)) return [];
      const home = HOMES.find(([prefix]) => r.route.split(' ')[1]?.startsWith(prefix));
      return home && home[1] !== r.area ? [`${r.route} in ${r.file}, not ${home[1]}`] : [];
    });
    expect(strays).toEqual([]);
  });
});

describe('module homes', () => {
  const index = (area: string) =>
    readFileSync(join(SERVER_SRC, 'modules', area, 'index.ts'), 'utf8');

  it('keeps the water balance in modules/water, not in the dashboard pdam reads it from', () => {
    expect(index('water')).toContain('monthlyWaterBalance');
    expect(index('dashboard')).not.toContain('water');
    expect(readFileSync(join(SERVER_SRC, 'modules/pdam/pdam.service.ts'), 'utf8')).toContain(
      "from '../water'",
    );
  });
});
