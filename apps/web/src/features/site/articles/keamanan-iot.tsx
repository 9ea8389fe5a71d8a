import { ArticleLayout, articleMeta, Figure, Lead } from './article-layout';
import { SecurityFlowDiagram } from './illustrations';

const meta = articleMeta('/keamanan-iot');

export function KeamananIotArticle() {
  return (
    <ArticleLayout meta={meta}>
      <Lead>
        Begitu sensor dan kasir depot tersambung ke internet, depot Anda punya pintu baru. Pintu itu
        memudahkan Anda memantau dari mana saja, tetapi juga perlu dikunci. Kabar baiknya, sebagian
        besar keamanan tidak ditentukan oleh teknologi yang rumit, melainkan oleh kebiasaan
        sederhana pemilik dan karyawan. Artikel ini menjelaskan cara Depot Pintar mengamankan
        perangkat dan akun, serta apa yang perlu Anda lakukan sendiri.
      </Lead>

      <h2>Apa saja yang perlu dilindungi?</h2>
      <ul>
        <li>
          <strong>Angka penjualan dan pendapatan.</strong> Berapa galon terjual sehari dan berapa
          uang yang masuk adalah informasi bisnis Anda. Tidak semua orang perlu tahu, termasuk
          pesaing di ujung jalan.
        </li>
        <li>
          <strong>Kebenaran data sensor.</strong> Jika siapa saja bisa mengirim angka atas nama
          sensor Anda, laporan tidak lagi bisa dipercaya.
        </li>
        <li>
          <strong>Hak mencatat transaksi.</strong> Hanya orang yang berhak yang boleh mencatat atau
          menghapus transaksi di kasir depot Anda.
        </li>
      </ul>

      <h2>Kunci perangkat: satu sensor, satu kunci</h2>
      <p>
        Setiap sensor, baik sensor tangki, flow meter di tiap keran maupun probe kualitas air,
        memiliki ID dan kunci perangkatnya sendiri. Kunci ini berupa deretan 43 karakter acak yang
        dibuat ketika pendaftaran depot disetujui. Data yang dikirim tanpa kunci yang benar ditolak
        server. Sensor yang kuncinya benar pun hanya boleh mengirim data atas namanya sendiri, bukan
        atas nama sensor lain.
      </p>
      <p>
        Server tidak menyimpan kunci itu apa adanya, melainkan hanya sidik jarinya (hash SHA-256).
        Sidik jari cukup untuk mencocokkan kunci yang dikirim sensor, tetapi tidak bisa dibalik
        menjadi kuncinya. Akibatnya, kunci hanya ditampilkan satu kali. Bila kunci hilang, kunci
        lama tidak bisa dilihat lagi; yang bisa dilakukan adalah meminta kunci baru untuk sensor
        tersebut kepada admin platform.
      </p>
      <Figure caption="Dua pintu masuk ke server: sensor dengan kunci perangkatnya, dan orang dengan akun serta token login. Keduanya diperiksa setiap kali data dikirim atau dibuka.">
        <SecurityFlowDiagram />
      </Figure>
      <p>Perlakukan kunci perangkat seperti password:</p>
      <ul>
        <li>
          Simpan di tempat yang aman, misalnya aplikasi pengelola password atau buku catatan yang
          disimpan di laci berkunci.
        </li>
        <li>Jangan mengirimnya lewat grup WhatsApp, dan jangan memotretnya bersama mesin.</li>
        <li>
          Jika teknisi dari luar ikut memasang sensor, pertimbangkan untuk meminta kunci baru
          setelah pekerjaannya selesai.
        </li>
      </ul>

      <h2>Login yang aman</h2>
      <p>
        Password Anda tidak disimpan apa adanya. Server menyimpannya dalam bentuk hash yang diberi
        garam (salt) dan sengaja dibuat lambat dihitung, sehingga tidak bisa dibaca siapa pun,
        termasuk admin. Setelah login berhasil, Anda menerima token yang ditandatangani server
        secara digital. Token itu membuktikan siapa Anda di setiap permintaan, tidak bisa diubah
        untuk menyamar sebagai depot lain, dan hanya berlaku untuk waktu terbatas (bawaannya 12
        jam). Setelah habis, Anda cukup login ulang.
      </p>
      <p>
        Untuk menahan orang yang mencoba menebak-nebak password, login dihentikan sementara setelah
        10 kali gagal dalam 15 menit untuk nama pengguna yang sama dari alamat yang sama. Bagian
        Anda adalah memilih password yang baik dan menjaganya:
      </p>
      <ul>
        <li>
          Gunakan password panjang yang mudah diingat, misalnya beberapa kata yang digabung seperti{' '}
          <em>tandon-biru-penuh-jam-lima</em>. Sistem mensyaratkan minimal 6 karakter, tetapi yang
          lebih panjang jauh lebih sulit ditebak.
        </li>
        <li>Jangan memakai password yang sama dengan email, media sosial atau aplikasi bank.</li>
        <li>Logout dari ponsel atau komputer yang dipakai bergantian, misalnya komputer kasir.</li>
        <li>
          Admin tidak pernah perlu menanyakan password Anda. Pesan yang meminta password atau kode,
          walaupun mengatasnamakan admin, sebaiknya diabaikan dan dilaporkan.
        </li>
      </ul>

      <h2>Pembagian akses pemilik dan karyawan</h2>
      <p>
        Godaan terbesar di depot kecil adalah satu password untuk semua orang. Masalahnya, ketika
        ada transaksi yang janggal, tidak ada yang tahu siapa yang mencatatnya. Ketika seorang
        karyawan berhenti bekerja, password harus diganti dan dibagikan ulang ke semua orang.
      </p>
      <p>
        Karena itu, setiap orang sebaiknya memakai akunnya sendiri. Di Depot Pintar, akun karyawan
        terikat pada depot pemiliknya: karyawan bisa membuka data depot tempatnya bekerja, tetapi
        permintaan ke data depot lain ditolak oleh server, bukan sekadar disembunyikan di layar.
        Dengan akun masing-masing, password Anda sebagai pemilik tidak perlu dibagikan kepada siapa
        pun, dan saat seorang karyawan berhenti, yang perlu diurus hanya akunnya.
      </p>

      <h2>Keamanan fisik di depot</h2>
      <p>
        Banyak masalah keamanan di depot tidak datang dari internet, melainkan dari tangan yang
        iseng atau kabel yang tersenggol.
      </p>
      <ul>
        <li>
          Letakkan mikrokontroler dan adaptornya dalam kotak tertutup, jauh dari cipratan air, dan
          rapikan kabelnya agar tidak mudah tercabut.
        </li>
        <li>
          Ganti password bawaan router Wi-Fi, termasuk password halaman pengaturannya. Jangan
          bagikan Wi-Fi depot kepada pelanggan; jika perlu, aktifkan jaringan tamu yang terpisah.
        </li>
        <li>
          Jika listrik di lingkungan Anda sering padam, UPS kecil untuk router dan mikrokontroler
          membantu data tetap terkirim.
        </li>
        <li>
          Perhatikan notifikasi perangkat offline. Perangkat yang tidak mengirim data selama 10
          menit memicu notifikasi. Kalau notifikasi itu berulang pada jam yang sama, misalnya setiap
          sore pada giliran tertentu, hal itu layak ditanyakan.
        </li>
      </ul>

      <h2>Tanda bahaya yang patut diwaspadai</h2>
      <ul>
        <li>
          Galon dari keran jauh lebih sedikit daripada biasanya, padahal depot tampak ramai. Bisa
          jadi flow meter dilepas atau pipanya dialihkan.
        </li>
        <li>
          Isi tangki turun cepat tanpa penjualan yang sebanding, atau notifikasi dugaan kebocoran
          muncul di luar jam buka.
        </li>
        <li>
          Ada yang meminta kunci perangkat atau password lewat telepon atau chat dengan alasan
          perbaikan atau pembaruan sistem.
        </li>
      </ul>

      <h2>Daftar periksa bulanan</h2>
      <ol>
        <li>
          Cek siapa saja yang punya akun, dan pastikan karyawan yang sudah berhenti tidak bisa lagi
          masuk.
        </li>
        <li>
          Pastikan semua sensor online dan angka tangki di dasbor cocok dengan pengukuran manual.
        </li>
        <li>Periksa kotak perangkat, segel dan kabel; catat jika ada yang berubah posisi.</li>
        <li>Ganti password Wi-Fi jika sudah terlalu banyak orang yang mengetahuinya.</li>
        <li>
          Simpan kunci perangkat dan password di tempat yang sama amannya dengan kunci laci uang.
        </li>
      </ol>
      <p>
        Keamanan bukan pekerjaan sekali jadi. Lima belas menit setiap bulan sudah cukup untuk
        menutup sebagian besar celah yang biasa terjadi di depot, dan membuat angka di dasbor tetap
        bisa Anda percaya.
      </p>
    </ArticleLayout>
  );
}
