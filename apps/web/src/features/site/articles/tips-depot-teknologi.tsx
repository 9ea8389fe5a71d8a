import { ArticleLayout, articleMeta, Figure, Lead, Note } from './article-layout';
import { DailyChecklist } from './illustrations';

const meta = articleMeta('/tips-depot-teknologi');

export function TipsDepotTeknologiArticle() {
  return (
    <ArticleLayout meta={meta}>
      <Lead>
        Teknologi di depot tidak harus berarti mesin yang canggih. Yang paling membantu justru
        kebiasaan yang dijalankan setiap hari dengan alat yang tepat. Berikut tujuh langkah praktis
        yang bisa Anda mulai minggu ini, dari mencatat setiap galon, menjaga kualitas air, sampai
        mengatur kurir dan menagih pelanggan langganan.
      </Lead>

      <h2>1. Catat setiap galon, tanpa pengecualian</h2>
      <p>
        Semua keputusan lain bergantung pada catatan yang lengkap. Di kasir Depot Pintar, setiap
        produk punya dua tombol: <em>Tidak Diantar</em> untuk pembeli yang mengambil sendiri dan{' '}
        <em>Diantar</em> untuk pesanan antar, masing-masing dengan harganya. Satu ketukan menambah
        satu galon ke keranjang. Setelah transaksi disimpan, struknya bisa dicetak di printer
        thermal 58 mm atau dikirim lewat WhatsApp.
      </p>
      <ul>
        <li>Catat saat uang diterima, bukan di akhir hari berdasarkan ingatan.</li>
        <li>
          Sepakati aturan untuk galon yang tidak dibayar, misalnya galon bilas atau galon pengganti:
          semuanya ditulis di buku khusus beserta alasannya.
        </li>
        <li>
          Pisahkan galon 19 liter dan 15 liter. Harganya berbeda, dan mencampur keduanya membuat
          hitungan meleset.
        </li>
      </ul>

      <h2>2. Jalankan rutinitas yang sama setiap hari</h2>
      <p>
        Rutinitas yang tertulis membuat depot tetap berjalan baik meskipun Anda sedang tidak di
        tempat. Cetak daftar seperti ini dan tempel di dinding ruang pengisian:
      </p>
      <Figure caption="Contoh daftar periksa harian pada siang hari: tugas pagi sudah dicentang, tugas siang sampai tutup belum.">
        <DailyChecklist />
      </Figure>
      <p>
        Pekerjaan terpenting ada di awal dan akhir hari. Pagi hari, tandon harus penuh sebelum jam
        ramai, karena mengisi tandon di tengah antrean memperlambat pelayanan. Malam hari, cocokkan
        galon dari keran dengan galon di kasir selagi ingatan semua orang masih segar. Selisih yang
        ditanyakan malam itu juga jauh lebih mudah dijelaskan daripada selisih yang baru ketahuan
        akhir bulan.
      </p>

      <h2>3. Jaga kualitas air dengan angka, bukan perasaan</h2>
      <p>
        Air yang tampak jernih belum tentu memenuhi syarat. Batas yang dipakai notifikasi kualitas
        air di Depot Pintar mengikuti Permenkes Nomor 2 Tahun 2023: pH 6,5–8,5, TDS paling tinggi
        300 ppm, dan kekeruhan paling tinggi 3 NTU.
      </p>
      <ul>
        <li>
          <strong>Perhatikan tren, bukan hanya batas.</strong> TDS yang naik sedikit demi sedikit
          setiap minggu biasanya tanda filter atau membran RO mulai jenuh. Jadwalkan penggantian
          sebelum angkanya melewati batas, bukan sesudahnya.
        </li>
        <li>
          <strong>Catat tanggal penggantian</strong> filter, membran dan lampu UV, lalu ikuti umur
          pakai yang dianjurkan pabrikannya.
        </li>
        <li>
          <strong>Uji laboratorium tetap perlu.</strong> Probe kualitas air tidak mendeteksi bakteri
          seperti E. coli dan coliform. Periksakan sampel air secara berkala sesuai ketentuan Dinas
          Kesehatan setempat. Hasil uji ini juga dibutuhkan untuk Sertifikat Laik Higiene Sanitasi
          (SLHS) yang diatur dalam Permenkes Nomor 43 Tahun 2014 tentang Higiene Sanitasi Depot Air
          Minum.
        </li>
        <li>
          <strong>Periksa galon pelanggan.</strong> Galon yang berbau, berlumut atau retak perlu
          dicuci atau ditolak. Air yang bersih tetap menjadi kotor jika dimasukkan ke galon yang
          kotor.
        </li>
      </ul>

      <h2>4. Atur kurir dengan wilayah dan jadwal</h2>
      <p>
        Kurir motor yang bolak-balik untuk satu galon menghabiskan bensin dan waktu, padahal galon
        yang diantar hanya Rp 1.000 lebih mahal daripada yang diambil sendiri (Rp 7.000 dibanding Rp
        6.000). Efisiensi rute menentukan apakah layanan antar menguntungkan.
      </p>
      <ul>
        <li>
          Bagi wilayah antar, misalnya per perumahan atau per RW, dan buat jadwal antar tetap:
          pesanan yang masuk sebelum pukul 09.00 diantar pukul 10.00, dan seterusnya.
        </li>
        <li>Hindari mengantar di jam ramai jika kurir juga membantu mengisi galon di depot.</li>
        <li>
          Tetapkan minimal pesanan untuk antar, misalnya dua galon, kecuali untuk pelanggan
          langganan.
        </li>
        <li>
          Catat galon kosong yang dibawa pulang kurir. Galon milik depot yang dipinjamkan ke
          pelanggan adalah aset, dan jumlahnya mudah berkurang kalau tidak dihitung.
        </li>
        <li>
          Dengan tambahan GPS kendaraan, posisi motor kurir bisa dipantau dari dasbor, sehingga Anda
          bisa melihat rute mana yang memakan waktu paling lama.
        </li>
      </ul>

      <h2>5. Tagih pelanggan langganan dengan rapi</h2>
      <p>
        Kantor, warung makan, masjid dan rumah kos sering mengambil galon secara rutin dan membayar
        belakangan. Pelanggan seperti ini sangat berharga, tetapi piutang yang tidak tercatat bisa
        menggerus kas tanpa terasa.
      </p>
      <ul>
        <li>
          Buat satu lembar catatan per pelanggan: tanggal, jumlah galon dan siapa yang menerima.
        </li>
        <li>Tetapkan hari penagihan yang tetap, misalnya setiap Sabtu atau setiap tanggal 1.</li>
        <li>Kirim rekap sebelum menagih, supaya pelanggan bisa mencocokkan sendiri catatannya.</li>
        <li>
          Simpan struk dari kasir sebagai bukti. Struk bisa langsung dikirim lewat WhatsApp ketika
          galon diantar.
        </li>
        <li>
          Tentukan batas piutang. Contohnya, jika tagihan dua bulan belum dibayar, pengantaran
          dihentikan sementara sampai dilunasi.
        </li>
      </ul>
      <Note title="Contoh pesan rekap">
        <p>
          &ldquo;Selamat siang, Bu. Rekap air galon Warung Bu Sri bulan ini: 24 galon diantar × Rp
          7.000 = Rp 168.000. Rinciannya terlampir. Terima kasih sudah berlangganan.&rdquo;
        </p>
      </Note>

      <h2>6. Pantau biaya, bukan hanya pendapatan</h2>
      <p>
        Pendapatan yang naik belum tentu berarti untung yang naik. Catat biaya utama setiap bulan:
        air baku dari PDAM atau dari truk tangki air pegunungan, listrik untuk pompa dan lampu UV,
        filter dan membran, tutup dan segel galon, upah, serta bensin kurir.
      </p>
      <p>
        Untuk air PDAM, menu Perhitungan Tagihan PDAM di dasbor memperkirakan tagihan dari pemakaian
        air yang tercatat sensor bulan itu dan tarif golongan yang Anda pilih. Angkanya hanya
        perkiraan, dan tagihan asli wajar sedikit lebih besar karena mesin RO membuang sebagian air.
        Jika selisihnya makin membesar dari bulan ke bulan, cari penyebabnya, misalnya pipa bocor
        sebelum tangki atau air buangan RO yang berlebihan.
      </p>

      <h2>7. Libatkan karyawan</h2>
      <p>
        Teknologi paling mudah gagal ketika karyawan merasa diawasi, bukan dibantu. Beri setiap
        karyawan akun sendiri, tunjukkan cara membaca dasbor, dan bagikan angka yang relevan dengan
        pekerjaan mereka: berapa galon hari ini, apakah tandon aman, apakah ada notifikasi kualitas
        air. Karyawan yang ikut memegang angka cenderung ikut menjaganya.
      </p>
      <p>
        Mulailah dari satu langkah. Kalau minggu ini Anda baru membiasakan mencatat setiap galon dan
        mencocokkannya setiap malam, itu sudah lompatan besar bagi depot Anda.
      </p>
    </ArticleLayout>
  );
}
