import { ArticleLayout, articleMeta, Figure, Lead, Note } from './article-layout';
import { HourlyGallonsChart, TapVsCashierChart } from './illustrations';

const meta = articleMeta('/data-science-bisnis');

export function DataScienceBisnisArticle() {
  return (
    <ArticleLayout meta={meta}>
      <Lead>
        Istilah data science sering terdengar seperti urusan perusahaan besar dengan tim analis.
        Padahal intinya sederhana: mencatat angka dengan rapi, melihat polanya, lalu mengambil
        keputusan yang bisa diuji. Depot air minum punya banyak angka seperti itu: galon per keran,
        liter air, transaksi kasir, pesanan antar dan ambil sendiri. Artikel ini menunjukkan cara
        membacanya untuk empat keputusan sehari-hari: jam ramai, stok, harga dan jadwal kurir.
      </Lead>

      <h2>Tiga sumber angka di depot Anda</h2>
      <ul>
        <li>
          <strong>Galon dari keran.</strong> Flow meter menghitung setiap galon yang diisi di keran
          A, B dan C. Inilah jumlah barang yang benar-benar keluar dari depot.
        </li>
        <li>
          <strong>Volume air.</strong> Total liter yang keluar, serta isi tangki dari waktu ke
          waktu. Dari sini terlihat seberapa cepat tandon habis.
        </li>
        <li>
          <strong>Transaksi kasir.</strong> Apa yang dibayar pembeli: galon 19 liter Rp 6.000 kalau
          diambil sendiri dan Rp 7.000 kalau diantar; galon 15 liter Rp 5.000 dan Rp 6.000.
        </li>
      </ul>
      <p>
        Ketiganya saling melengkapi. Galon dari keran tanpa data kasir tidak bercerita soal uang,
        sedangkan data kasir tanpa galon dari keran tidak bisa diperiksa kebenarannya.
      </p>

      <h2>Harian, mingguan, bulanan: tiap laporan punya pertanyaannya sendiri</h2>
      <p>
        Kesalahan paling umum adalah membuka laporan tanpa membawa pertanyaan. Gunakan ketiga
        laporan di dasbor seperti ini:
      </p>
      <ul>
        <li>
          <strong>Harian: apakah hari ini normal?</strong> Bandingkan dengan hari yang sama pekan
          lalu, bukan dengan kemarin. Pola hari Senin dan hari Minggu bisa sangat berbeda, jadi
          membandingkan keduanya hanya membuat bingung. Tabel harian juga memecah galon per keran,
          sehingga keran yang tiba-tiba sepi cepat ketahuan: mungkin flow meternya bermasalah,
          mungkin kerannya memang jarang dipakai.
        </li>
        <li>
          <strong>Mingguan: ke mana arahnya?</strong> Satu hari yang sepi belum berarti apa-apa.
          Tiga minggu berturut-turut turun, itu baru sinyal. Tandai minggu-minggu yang tidak biasa,
          seperti libur sekolah, Ramadan dan Lebaran, musim kemarau, atau saat air PDAM mati di
          lingkungan Anda.
        </li>
        <li>
          <strong>Bulanan: keputusan besar.</strong> Menambah kurir, menambah tandon, memperpanjang
          jam buka atau mengubah harga sebaiknya diputuskan dari data beberapa bulan, bukan dari
          satu minggu yang kebetulan ramai.
        </li>
      </ul>

      <h2>Menemukan jam ramai</h2>
      <p>
        Setiap depot punya jam ramainya sendiri. Di lingkungan perumahan biasanya ada puncak pagi,
        ketika warga bersiap berangkat kerja dan sekolah, dan puncak sore menjelang magrib. Tetapi
        jangan menebak; hitunglah. Jika catatan Anda belum per jam, buat turus sederhana per jam di
        buku kasir selama dua minggu, lalu jumlahkan. Hasilnya kira-kira akan tampak seperti grafik
        berikut.
      </p>
      <Figure caption="Contoh depot dengan 120 galon sehari. Angkanya ilustrasi untuk menjelaskan cara membaca, bukan data depot sungguhan.">
        <HourlyGallonsChart />
      </Figure>
      <p>Dari grafik seperti ini, beberapa keputusan menjadi jelas:</p>
      <ul>
        <li>
          Tandon harus penuh sebelum pukul 06.00, karena tiga jam pertama saja menghabiskan 36
          galon.
        </li>
        <li>
          Tenaga tambahan paling berguna pukul 06.00–09.00 dan 16.00–19.00, bukan di siang hari.
        </li>
        <li>
          Pekerjaan yang mengganggu pelayanan, seperti membilas filter, membersihkan ruang pengisian
          atau mengantar pesanan langganan, paling aman dikerjakan antara pukul 10.00 dan 15.00.
        </li>
      </ul>

      <h2>Menghitung stok: kapan tandon harus diisi</h2>
      <p>
        Rumusnya sederhana: galon per hari dikali 19 liter. Depot dengan 120 galon sehari
        mengeluarkan 120 × 19 = 2.280 liter air minum. Kalau tangkinya berkapasitas 1.000 liter,
        tangki itu harus terisi ulang paling tidak tiga kali sehari.
      </p>
      <p>
        Sekarang lihat jam ramainya. Pada contoh di atas, pukul 06.00–09.00 terjual 36 galon, atau
        684 liter. Artinya tangki 1.000 liter perlu terisi sekitar 70 % atau lebih sebelum buka,
        kalau selama jam ramai tidak sempat diisi. Notifikasi stok menipis di bawah 20 % tetap
        penting, tetapi anggaplah sebagai rem darurat, bukan jadwal. Pada pukul 07.00, ketika 15
        galon terjual dalam satu jam, sisa 200 liter hanya cukup untuk sekitar 40 menit.
      </p>
      <p>
        Angka liter yang sama berguna untuk menghitung biaya. Total liter sebulan dibagi 1.000
        adalah pemakaian dalam m³. Ingat bahwa mesin RO membuang sebagian air sebagai air buangan,
        jadi angka di meter PDAM biasanya lebih besar daripada air yang keluar dari keran. Yang
        perlu diperiksa adalah selisih yang tiba-tiba membesar dari bulan ke bulan.
      </p>

      <h2>Harga antar: apakah selisih Rp 1.000 cukup?</h2>
      <p>
        Selisih harga galon diantar dan diambil sendiri biasanya kecil, misalnya Rp 7.000 dibanding
        Rp 6.000. Tambahan Rp 1.000 per galon itulah yang menanggung upah kurir, bensin dan waktu.
        Hitunglah dengan data satu pekan.
      </p>
      <Note title="Contoh hitungan">
        <p>
          Dalam sehari kurir mengantar 60 galon. Tambahan pendapatan dari ongkos antar: 60 × Rp
          1.000 = Rp 60.000. Jika upah kurir dan bensin hari itu Rp 100.000, berarti layanan antar
          masih ditutup dari keuntungan penjualan biasa sebesar Rp 40.000 sehari.
        </p>
      </Note>
      <p>
        Hasil seperti itu tidak otomatis berarti harga harus naik. Pilihannya bisa berupa minimal
        pesanan dua galon untuk diantar, jadwal antar per wilayah supaya satu perjalanan membawa
        beberapa pesanan, atau mendahulukan pelanggan langganan yang berada di rute yang sama.
        Setelah memilih satu cara, jalankan dua sampai empat minggu, lalu lihat lagi angkanya.
      </p>

      <h2>Membaca selisih galon keran dan kasir</h2>
      <p>
        Inilah pemakaian data yang paling cepat terasa hasilnya. Setiap hari, kurangi jumlah galon
        dari keran dengan jumlah galon yang tercatat di kasir. Layar Total Pendapatan di dasbor
        membantu di sini, karena menampilkan pendapatan berdasarkan galon yang tercatat keran di
        samping pendapatan dari penjualan kasir.
      </p>
      <Figure caption="Contoh satu minggu. Hari Jumat menonjol: 18 galon keluar tanpa tercatat di kasir, padahal hari lain hanya dua sampai empat.">
        <TapVsCashierChart />
      </Figure>
      <p>
        Selisih kecil yang stabil itu wajar: galon untuk membilas, air minum karyawan, galon
        pengganti untuk pelanggan yang komplain. Tentukan batas wajar untuk depot Anda dari data
        beberapa minggu. Yang perlu diperhatikan adalah lonjakan seperti hari Jumat pada grafik.
        Tanyakan baik-baik: siapa yang bertugas, apakah ada pesanan besar yang belum dicatat, atau
        apakah flow meter sempat bermasalah. Sering kali jawabannya sederhana, dan aturan kecil
        seperti &ldquo;semua galon gratis ditulis di buku&rdquo; sudah cukup.
      </p>

      <h2>Kebiasaan kecil agar data bisa dipercaya</h2>
      <ul>
        <li>Catat transaksi saat uang diterima, bukan dikumpulkan di akhir hari.</li>
        <li>
          Tulis catatan kejadian: listrik padam, pompa rusak, air PDAM mati, pesanan besar untuk
          hajatan. Tanpa catatan, lonjakan atau penurunan di grafik mudah salah dibaca.
        </li>
        <li>
          Bandingkan yang sebanding: Senin dengan Senin, bulan puasa dengan bulan puasa tahun lalu.
        </li>
        <li>
          Ubah satu hal dalam satu waktu, lalu ukur hasilnya. Kalau harga, jam buka dan jadwal kurir
          diubah bersamaan, Anda tidak akan tahu mana yang berpengaruh.
        </li>
      </ul>
    </ArticleLayout>
  );
}
