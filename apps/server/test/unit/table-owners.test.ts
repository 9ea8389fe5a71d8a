import { describe, expect, it } from 'vitest';
import { tableIdentifiers, tableWrites, writesIn } from '../table-writes';

/**
 * One writer per table (DESIGN §3): each table is written by the module that owns it, others
 * call that module's service. The check reads the server's sources as text.
 */
const OWNERS: Record<string, string> = {
  audit_log: 'audit',
  notifications: 'notifications',
};

describe('table ownership', () => {
  it('finds Drizzle and raw SQL writes, through a local alias too', () => {
    const ids = tableIdentifiers(
      new Map([
        [
          's.ts',
          "export const tanks = pgTable('tanks', {});\nexport const x = pgTable(\n  'notifications', {});",
        ],
      ]),
    );
    const code = `
      const t = tanks;
      await db.insert(t).values({});
      await tx.update(x).set({});
      await query(\`insert into notifications (a) select 1\`);
      await query('delete from tanks where id = $1');
      await query(\`update tanks set name = 'a'\`);
      await db.select().from(x).for('update');
      await query('select 1 from tanks for update of tanks');`;
    expect(writesIn(code, ids)).toEqual([
      ['insert', 'tanks'],
      ['update', 'notifications'],
      ['insert', 'notifications'],
      ['delete', 'tanks'],
      ['update', 'tanks'],
    ]);
  });

  it('has each owned table written by its owner alone', () => {
    const strays = tableWrites()
      .filter((w) => OWNERS[w.table] !== undefined && w.area !== OWNERS[w.table])
      .map((w) => `${w.file}: ${w.op} ${w.table} (owned by ${OWNERS[w.table]})`);
    expect(strays).toEqual([]);
  });
});
