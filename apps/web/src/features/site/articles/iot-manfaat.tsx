import { ArticleLayout, articleMeta, Figure, Lead, Note } from './article-layout';
import { DepotSensorDiagram } from './illustrations';

const meta = articleMeta('/iot-manfaat');

export function IotManfaatArticle() {
  return (
    <ArticleLayout meta={meta}>
      <Lead>
        Banyak depot air minum isi ulang masih dijalankan dengan cara yang sama seperti sepuluh
        tahun lalu: melongok tandon untuk melihat sisa air, menghitung galon dengan turus di buku,
        dan mencocokkan uang di laci setiap malam. Cara itu jalan, tetapi mudah meleset ketika depot
        sedang ramai atau ketika Anda tidak ada di tempat. Di situlah IoT (Internet of Things)
        membantu: alat ukur kecil di depot mengirimkan angkanya ke internet, sehingga kondisi depot
        bisa Anda lihat dari ponsel.
      </Lead>

      <h2>IoT di depot itu sebenarnya apa?</h2>
      <p>
        Singkatnya, IoT adalah alat ukur yang bisa melapor sendiri. Untuk depot air minum, ada tiga
        jenis alat ukur yang paling berguna:
      </p>
      <ul>
        <li>
          <strong>Sensor ultrasonik di atas tangki.</strong> Sensor ini memancarkan gelombang suara
          ke permukaan air dan mengukur jaraknya. Dari jarak itu dan ukuran tangki, sistem
          menghitung isi tangki dalam liter dan persen. Tidak ada bagian sensor yang menyentuh air.
        </li>
        <li>
          <strong>Flow meter di setiap keran pengisian.</strong> Alat ini dipasang di pipa keran A,
          B dan C dan mengukur air yang lewat. Setiap kali galon diisi, tercatat satu galon lengkap
          dengan keran asalnya.
        </li>
        <li>
          <strong>Probe kualitas air.</strong> Probe ini mengukur suhu, pH, TDS (jumlah zat padat
          terlarut), salinitas dan kekeruhan air secara terus-menerus.
        </li>
      </ul>
      <p>
        Semua alat itu tersambung ke sebuah mikrokontroler yang meneruskan datanya ke server. Anda,
        dan karyawan yang Anda beri akun, melihat hasilnya di dasbor web: isi tangki, galon per
        keran, laporan harian sampai bulanan, dan notifikasi bila ada yang tidak beres.
      </p>
      <Figure caption="Gambaran pemasangan: sensor ultrasonik di tutup tangki, probe kualitas air di pipa keluar, dan flow meter (FM) di tiap keran. Datanya dikirim mikrokontroler ke server, lalu tampil di dasbor.">
        <DepotSensorDiagram />
      </Figure>

      <h2>Lima masalah sehari-hari yang terjawab</h2>

      <h3>1. Air habis tepat di jam ramai</h3>
      <p>
        Hampir semua pemilik depot pernah mengalaminya: pembeli antre di jam ramai pagi, ternyata
        tandon tinggal sedikit dan semua orang harus menunggu. Dengan sensor tangki, Anda mendapat
        notifikasi ketika isi tangki turun di bawah 20 % kapasitas. Pada tangki 1.000 liter, itu
        berarti tersisa kurang dari 200 liter, atau kira-kira sepuluh galon 19 liter. Lebih baik
        lagi, Anda bisa melihat seberapa cepat isinya turun dan mengisi ulang sebelum notifikasi itu
        sempat muncul.
      </p>

      <h3>2. Jumlah galon tidak cocok dengan uang</h3>
      <p>
        Flow meter mencatat setiap galon yang keluar, terpisah untuk keran A, B dan C. Bandingkan
        angka itu dengan transaksi di kasir. Misalnya hari ini keran mencatat 152 galon, sedangkan
        kasir hanya 140. Dua belas galon kali Rp 6.000 berarti Rp 72.000 yang perlu dijelaskan.
        Penjelasannya belum tentu kecurangan: bisa galon untuk membilas, air untuk pemakaian
        sendiri, atau galon pengganti untuk pelanggan yang komplain. Justru karena datanya ada, Anda
        bisa bertanya dengan tenang dan menyepakati aturan yang jelas bersama karyawan.
      </p>

      <h3>3. Kebocoran yang tidak kelihatan</h3>
      <p>
        Sambungan pipa yang rembes, keran pembuangan yang tidak tertutup rapat, atau retakan kecil
        di tangki bisa membuang air berjam-jam tanpa disadari. Sistem membandingkan turunnya isi
        tangki dengan air yang tercatat keluar dari keran. Jika dalam kurun sekitar setengah jam
        tangki turun jauh lebih banyak daripada yang dikeluarkan keran, muncul notifikasi dugaan
        kebocoran. Contohnya: isi tangki turun 80 liter, padahal keran hanya mengeluarkan 19 liter.
      </p>

      <h3>4. Kualitas air turun perlahan</h3>
      <p>
        Filter dan membran yang mulai jenuh jarang rusak mendadak; angkanya bergeser sedikit demi
        sedikit. Probe kualitas air memberi notifikasi bila pH keluar dari rentang 6,5–8,5, TDS di
        atas 300 ppm, atau kekeruhan di atas 3 NTU, sesuai batas air minum dalam Permenkes Nomor 2
        Tahun 2023. Perlu diingat, probe ini tidak bisa mendeteksi bakteri seperti E. coli. Uji
        laboratorium berkala tetap diperlukan; ikuti ketentuan Dinas Kesehatan di daerah Anda.
      </p>

      <h3>5. Alat mati tanpa ketahuan</h3>
      <p>
        Sensor yang kehilangan listrik atau sinyal bisa membuat laporan tampak sepi, seolah-olah
        tidak ada penjualan. Karena itu, bila sebuah perangkat tidak mengirim data selama 10 menit,
        Anda mendapat notifikasi perangkat offline. Penyebabnya biasanya sederhana: steker tercabut,
        adaptor rusak, atau router belum menyala lagi setelah listrik padam.
      </p>

      <h2>Berapa yang bisa dihemat? Hitung dengan angka depot Anda</h2>
      <p>
        Kami tidak akan menjanjikan angka penghematan tertentu, karena setiap depot berbeda. Yang
        bisa kami berikan adalah cara menghitungnya. Ambil buku catatan Anda, lalu ganti angka
        contoh di bawah dengan angka depot sendiri.
      </p>
      <Note title="Contoh hitungan">
        <ul>
          <li>
            <strong>Galon tidak tercatat:</strong> jika rata-rata 5 galon sehari keluar tanpa
            dicatat, nilainya 5 × Rp 6.000 × 30 hari = Rp 900.000 per bulan.
          </li>
          <li>
            <strong>Air bocor:</strong> kebocoran 100 liter sehari sama dengan 3 m³ sebulan. Kalikan
            dengan tarif per m³ yang tertera di tagihan PDAM Anda.
          </li>
          <li>
            <strong>Waktu:</strong> jika Anda biasa datang ke depot dua kali sehari hanya untuk
            mengecek tandon, hitung ongkos bensin dan jam yang sebenarnya bisa dipakai untuk hal
            lain.
          </li>
        </ul>
      </Note>
      <p>
        Bandingkan hasilnya dengan biaya perangkat. Sebagai gambaran, paket termurah Depot Pintar
        seharga Rp 1.000.000 sekali bayar, sudah termasuk hosting server satu tahun, lalu Rp 150.000
        per tahun sesudahnya. Kalau ternyata kebocoran di depot Anda kecil, manfaat terbesarnya
        mungkin justru ketenangan: Anda tahu kondisi depot tanpa harus berada di sana.
      </p>

      <h2>Cara memulai tanpa membongkar depot</h2>
      <ol>
        <li>
          <strong>Catat kondisi sekarang.</strong> Kapasitas dan tinggi tangki (misalnya 1.000 liter
          dengan tinggi 120 cm), jumlah keran pengisian, dan jam buka. Ukuran tangki dipakai untuk
          menghitung isi tangki dengan benar, jadi ukurlah dengan teliti.
        </li>
        <li>
          <strong>Pilih paket sesuai jumlah keran dan tangki.</strong> Depot dengan dua keran dan
          satu tandon cukup dengan dua flow meter dan satu sensor ultrasonik. Depot dengan tiga
          keran dan beberapa tandon membutuhkan lebih banyak sensor.
        </li>
        <li>
          <strong>Daftarkan depot.</strong> Isi formulir pendaftaran, lalu tunggu persetujuan admin.
          Setiap sensor mendapat kunci perangkatnya sendiri.
        </li>
        <li>
          <strong>Pasang dan uji.</strong> Isi satu galon dari tiap keran dan pastikan tercatat di
          keran yang benar. Ukur tinggi air di tangki dengan meteran, lalu bandingkan dengan angka
          di dasbor.
        </li>
        <li>
          <strong>Jalankan berdampingan dengan buku catatan.</strong> Selama satu sampai dua minggu,
          tetap mencatat seperti biasa. Setelah angkanya terbukti cocok, buku cukup menjadi
          cadangan.
        </li>
        <li>
          <strong>Ajak karyawan bicara.</strong> Jelaskan bahwa sensor dipasang agar hitungan adil
          bagi semua orang, bukan karena mereka dicurigai. Karyawan yang paham tujuannya biasanya
          ikut menjaga alatnya.
        </li>
      </ol>

      <h2>Yang tetap menjadi tugas Anda</h2>
      <p>
        Sensor memberi angka, bukan keputusan. Membersihkan tandon, mengganti filter sesuai anjuran
        pabrikan, merawat lampu UV, memeriksa galon pelanggan yang kotor, dan melayani pembeli
        dengan ramah tetap pekerjaan manusia. Bedanya, dengan data yang lengkap Anda tahu kapan
        pekerjaan itu paling perlu dilakukan, dan bisa menunjukkan kepada pelanggan bahwa air di
        depot Anda memang dijaga setiap hari.
      </p>
    </ArticleLayout>
  );
}
