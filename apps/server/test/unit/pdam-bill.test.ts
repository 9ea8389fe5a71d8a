import { describe, expect, it } from 'vitest';
import { computeBill, type Tariff } from '../../src/modules/pdam/bill';
import { TARIFFS } from '../../src/modules/pdam/tariffs';

const LAW = { ppnPercent: 0, materaiAmount: 10_000, materaiThreshold: 5_000_000 };
const blocksOf = (pdam: string, golongan: string) =>
  TARIFFS.find((p) => p.id === pdam)!
    .golongan.find((g) => g.id === golongan)!
    .blocks.map((b) => ({ fromM3: b.from, toM3: b.to, pricePerM3: b.price }));

/** PAM Jaya Rumah Tangga Menengah 1 (Kepgub DKI 730/2024): 4.900 / 9.500 / 12.500 Rp/m³. */
const rtMenengah1: Tariff = {
  blocks: blocksOf('pam-jaya', 'rt-menengah-1'),
  minimumM3: 0,
  adminFee: 0,
  meterFee: 0,
  ...LAW,
};

describe('computeBill (hand-worked)', () => {
  it.each([
    // usage, water charge, block lines (m³ × Rp)
    [10, 49_000, [[10, 49_000]]],
    [
      10.5,
      53_750,
      [
        [10, 49_000],
        [0.5, 4_750],
      ],
    ],
    [
      20,
      144_000,
      [
        [10, 49_000],
        [10, 95_000],
      ],
    ],
    [
      21,
      156_500,
      [
        [10, 49_000],
        [10, 95_000],
        [1, 12_500],
      ],
    ],
    [
      25,
      206_500,
      [
        [10, 49_000],
        [10, 95_000],
        [5, 62_500],
      ],
    ],
  ] as const)('PAM Jaya RT Menengah 1 at %s m³ → water Rp %s', (usage, water, lines) => {
    const bill = computeBill(rtMenengah1, usage);
    expect(bill.water).toBe(water);
    expect(bill.total).toBe(water);
    expect(bill.lines.map((l) => [l.volume_m3, l.biaya])).toEqual(lines);
    expect(bill.ppn).toBe(0);
    expect(bill.materai).toBe(0);
  });

  it('names each block with its range, the open last block with null', () => {
    expect(computeBill(rtMenengah1, 25).lines).toEqual([
      { dari_m3: 0, sampai_m3: 10, volume_m3: 10, tarif_per_m3: 4_900, biaya: 49_000 },
      { dari_m3: 10, sampai_m3: 20, volume_m3: 10, tarif_per_m3: 9_500, biaya: 95_000 },
      { dari_m3: 20, sampai_m3: null, volume_m3: 5, tarif_per_m3: 12_500, biaya: 62_500 },
    ]);
  });

  it('four blocks (Tirta Bening Pati Rumah Tangga I, Perbup 46/2024) at 35 m³', () => {
    const bill = computeBill(
      { ...rtMenengah1, blocks: blocksOf('tirta-bening-pati', 'rumah-tangga-1') },
      35,
    );
    // 10 × 3.450 + 10 × 4.500 + 10 × 6.100 + 5 × 7.200
    expect(bill.lines.map((l) => l.biaya)).toEqual([34_500, 45_000, 61_000, 36_000]);
    expect(bill.total).toBe(176_500);
  });

  it('bills a usage below the minimum as the minimum, plus the fixed fees', () => {
    const tariff: Tariff = {
      blocks: [
        { fromM3: 0, toM3: 10, pricePerM3: 5_000 },
        { fromM3: 10, toM3: null, pricePerM3: 7_000 },
      ],
      minimumM3: 10,
      adminFee: 5_000,
      meterFee: 2_500,
      ...LAW,
    };
    const bill = computeBill(tariff, 3);
    expect(bill.billedM3).toBe(10);
    expect(bill.water).toBe(50_000);
    expect(bill.subtotal).toBe(57_500);
    expect(bill.total).toBe(57_500);
    // 0 m³ is billed the minimum too: the PDAM charges it whatever was used.
    expect(computeBill(tariff, 0).total).toBe(57_500);
    expect(computeBill(tariff, 12).water).toBe(64_000);
  });

  it('adds Rp 10.000 materai only above Rp 5.000.000 (Kios Air at 1.200 m³)', () => {
    const kiosAir = { ...rtMenengah1, blocks: blocksOf('pam-jaya', 'kios-air') };
    const bill = computeBill(kiosAir, 1_200);
    // 10 × 3.550 + 10 × 4.000 + 1.180 × 4.500
    expect(bill.water).toBe(5_385_500);
    expect(bill.materai).toBe(10_000);
    expect(bill.total).toBe(5_395_500);
    const flat: Tariff = { ...rtMenengah1, blocks: [{ fromM3: 0, toM3: null, pricePerM3: 5_000 }] };
    expect(computeBill(flat, 1_000).materai).toBe(0); // exactly Rp 5.000.000
    expect(computeBill(flat, 1_000.001).materai).toBe(10_000); // Rp 5.000.005
  });

  it('applies a configured PPN to the subtotal, rounded half up', () => {
    const bill = computeBill({ ...rtMenengah1, ppnPercent: 11, adminFee: 1_001 }, 10);
    expect(bill.subtotal).toBe(50_001);
    expect(bill.ppn).toBe(5_500); // 5.500,11
    expect(bill.total).toBe(55_501);
  });

  it('counts whole litres and rounds each block line to whole rupiah', () => {
    const bill = computeBill(rtMenengah1, 10.333);
    // 0,333 m³ × 9.500 = 3.163,5 → 3.164
    expect(bill.lines[1]).toMatchObject({ volume_m3: 0.333, biaya: 3_164 });
    expect(bill.water).toBe(52_164);
    expect(computeBill(rtMenengah1, 10.0004).billedM3).toBe(10);
  });
});
