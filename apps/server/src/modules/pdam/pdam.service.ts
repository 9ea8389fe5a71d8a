import {
  messages,
  PDAM_HISTORY_MONTHS,
  type BillResult,
  type PdamOptions,
  type TotalUsage,
  type UsageHistory,
} from '@depot/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { monthlyWaterBalance, type MonthWaterBalance } from '../water';
import { depotId } from '../depots';
import { computeBill, type Tariff } from './bill';
import * as repo from './pdam.repository';

const round2 = (n: number) => Math.round(n * 100) / 100;

export async function pdamOptions(db: Db): Promise<PdamOptions> {
  const data: PdamOptions['data'] = {};
  for (const row of await repo.listOptions(db)) {
    const pdam = (data[row.pdamId] ??= {
      name: row.name,
      region: row.region,
      regulation: row.regulation,
      golongan: {},
    });
    pdam.golongan[row.golonganId] = row.description;
  }
  return { success: true, data };
}

async function tariffOf(db: Db, pdamId: string, golonganId: string) {
  const utility = await repo.findUtility(db, pdamId);
  if (!utility) throw new HttpError(404, messages.pdam.pdamNotFound(pdamId));
  const golongan = await repo.findGolongan(db, pdamId, golonganId);
  if (!golongan) throw new HttpError(404, messages.pdam.golonganNotFound(golonganId, utility.name));
  const tariff: Tariff = {
    blocks: await repo.blocksOf(db, pdamId, golonganId),
    minimumM3: golongan.minimumM3,
    adminFee: golongan.adminFee,
    meterFee: golongan.meterFee,
    ppnPercent: utility.ppnPercent,
    materaiAmount: utility.materaiAmount,
    materaiThreshold: utility.materaiThreshold,
  };
  return { utility, golongan, tariff };
}

export async function calculateBill(
  db: Db,
  input: { pdamId: string; golonganId: string; usageM3: number },
): Promise<BillResult> {
  const { utility, golongan, tariff } = await tariffOf(db, input.pdamId, input.golonganId);
  const bill = computeBill(tariff, input.usageM3);
  return {
    pdam_name: utility.name,
    golongan: golongan.description,
    usage_m3: input.usageM3,
    total_tagihan: bill.total,
    detail_biaya: {
      biaya_pemakaian_air: bill.water,
      biaya_administrasi: bill.adminFee,
      biaya_pemeliharaan_meter: bill.meterFee,
      sub_total_sebelum_ppn_materai: bill.subtotal,
      ppn_persentase: bill.ppnPercent,
      ppn_jumlah: bill.ppn,
      materai_jumlah: bill.materai,
    },
    rincian_blok: bill.lines,
    pemakaian_minimum_m3: tariff.minimumM3,
    volume_ditagih_m3: bill.billedM3,
    dasar_tarif: {
      regulasi: utility.regulation,
      tanggal: utility.regulationDate,
      sumber: golongan.sourceUrl,
    },
  };
}

/** Bought (stock change + dispensed, never below 0), sold and their difference, in m³. */
function balanceM3(b: MonthWaterBalance) {
  const dispensed = b.dispensedL / 1000;
  const total = Math.max(0, (b.stockChangeL + b.dispensedL) / 1000);
  return {
    total_m3: round2(total),
    dispensed_m3: round2(dispensed),
    difference_m3: round2(total - dispensed),
  };
}

/** The YYYY-MM `back` months before `year`-`month`. */
function monthsBefore(year: number, month: number, back: number) {
  const index = year * 12 + (month - 1) - back;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export async function totalUsage(
  db: Db,
  username: string,
  month: string,
  year: string,
): Promise<TotalUsage> {
  const accountId = await depotId(db, username);
  const [b] = await monthlyWaterBalance(db, accountId, `${year}-${month}`, 1);
  return {
    success: true,
    data: {
      ...balanceM3(b!),
      stock_change_m3: round2(b!.stockChangeL / 1000),
      has_level_readings: b!.hasLevelReadings,
      month,
      year,
    },
  };
}

export async function usageHistory(
  db: Db,
  username: string,
  query: { month: string; year: string; pdamId: string; golonganId: string },
): Promise<UsageHistory> {
  const accountId = await depotId(db, username);
  const { tariff } = await tariffOf(db, query.pdamId, query.golonganId);
  const first = monthsBefore(Number(query.year), Number(query.month), PDAM_HISTORY_MONTHS - 1);
  const months = await monthlyWaterBalance(db, accountId, first, PDAM_HISTORY_MONTHS);
  return {
    success: true,
    data: months.map((b) => {
      const m3 = balanceM3(b);
      // A month without water bills nothing here, as the screen shows no bill at 0 m³.
      const estimated = m3.total_m3 > 0 ? computeBill(tariff, m3.total_m3).total : 0;
      return { month: b.month, ...m3, estimated_bill: estimated };
    }),
  };
}
