import type { Db } from '../db/client';
import { insertTestimonial } from '../modules/testimonials';

/**
 * Demo content only, for local try-outs (SEED_DEMO): made-up people and words showing what the
 * landing section looks like. Production starts with none; a super admin enters real customers'
 * words, with their permission. No avatar, so their initials show.
 */
const DEMO_TESTIMONIALS = [
  {
    name: 'Rudi Hartono',
    role: 'Distributor Air Minum, Depok',
    text: 'Dulu saya mencocokkan galon dengan uang di laci setiap malam. Sekarang galon dari tiap keran tercatat sendiri, jadi selisihnya langsung kelihatan.',
  },
  {
    name: 'Sari Wulandari',
    role: 'Business Development Manager',
    text: 'Notifikasi stok tandon menipis datang sebelum air habis, dan laporan bulanan memudahkan saya menyusun target penjualan depot.',
  },
];

export async function seedDemoTestimonials(db: Db) {
  for (const testimonial of DEMO_TESTIMONIALS) await insertTestimonial(db, testimonial);
}
