/** Every user-facing text of the platform, in Indonesian. Spec texts are kept verbatim. */
export const messages = {
  api: {
    invalidJson: 'Format JSON tidak valid.',
    bodyTooLarge: (limit: string) => `Ukuran data terlalu besar (maksimal ${limit}).`,
    unsupportedMediaType: 'Jenis konten tidak didukung. Gunakan application/json.',
    notFound: 'Alamat API tidak ditemukan.',
    serverError: 'Terjadi kesalahan pada server. Silakan coba lagi.',
    invalidInput: 'Data yang dikirim tidak valid.',
    unauthorized: 'Anda belum login atau sesi telah berakhir. Silakan login kembali.',
    forbidden: 'Anda tidak memiliki akses ke data ini.',
    adminOnly: 'Akses ditolak. Hanya Super Admin yang dapat mengakses fitur ini.',
    invalidUsername: 'Username tidak valid.',
    invalidText: 'Teks berisi karakter yang tidak valid.',
    controlCharacters: 'Teks tidak boleh berisi karakter kontrol (misalnya NUL atau tab).',
    tooManyRequests: (seconds: number) =>
      `Terlalu banyak permintaan. Silakan coba lagi dalam ${seconds < 60 ? `${seconds} detik` : `${Math.ceil(seconds / 60)} menit`}.`,
    databaseUnavailable:
      'Server sedang tidak terhubung ke basis data. Data belum disimpan; silakan coba lagi dalam beberapa detik.',
    queryTooSlow:
      'Permintaan dihentikan karena terlalu lama diproses. Silakan coba lagi sebentar lagi.',
  },
  login: {
    required: 'Username dan password harus diisi!',
    success: 'Login berhasil!',
    failed: 'Login gagal! Periksa kembali username dan password.',
    error: 'Terjadi kesalahan saat login.',
    tooManyAttempts: (minutes: number) =>
      `Terlalu banyak percobaan login yang gagal. Silakan coba lagi dalam ${minutes} menit.`,
    disabled: 'Akun ini telah dinonaktifkan. Hubungi Super Admin.',
  },
  logout: {
    success: 'Anda telah logout.',
  },
  register: {
    required:
      'Semua kolom wajib (Username, Password, Nama Depot, Alamat, ID Sensor Utama, Nama Sensor Utama, Nama Tangki, Kapasitas Tangki, Tinggi Tangki) harus diisi!',
    tankInvalid:
      'Nama Tangki, Kapasitas Tangki, dan Tinggi Tangki harus diisi dengan nilai yang valid.',
    usernameFormat:
      'Username hanya boleh berisi huruf, angka, titik, garis bawah atau tanda hubung (3–32 karakter).',
    passwordLength: 'Password minimal 6 karakter.',
    sensorIdFormat: (id: string) =>
      `ID sensor "${id}" tidak valid. Gunakan huruf, angka, titik, garis bawah atau tanda hubung (maksimal 64 karakter).`,
    sensorIncomplete: (slot: number) =>
      `Sensor ${slot}: isi ID dan nama sensor, atau kosongkan keduanya.`,
    sensorDuplicate: (id: string) =>
      `ID sensor "${id}" dipakai lebih dari sekali dalam permintaan ini.`,
    usernameTaken: (username: string) =>
      `Username "${username}" sudah dipakai atau sedang menunggu persetujuan. Pilih username lain.`,
    sensorTaken: (id: string) =>
      `ID sensor "${id}" sudah terdaftar atau sedang menunggu persetujuan. Periksa kembali ID sensor Anda.`,
    accepted: 'Permintaan registrasi terkirim. Tunggu persetujuan Super Admin sebelum login.',
    failed: 'Gagal mengirim permintaan registrasi.',
  },
  admin: {
    accessDenied: 'Akses ditolak. Anda bukan Super Admin atau belum login.',
    redirectToLogin: 'Anda akan diarahkan ke halaman login.',
    confirmApprove: 'Apakah Anda yakin ingin MENYETUJUI permintaan ini?',
    confirmReject: 'Apakah Anda yakin ingin MENOLAK permintaan ini? Data akan dihapus permanen.',
    noPending: 'Tidak ada permintaan registrasi yang tertunda.',
    badFormat: 'Format data yang diterima tidak sesuai. Harap hubungi administrator.',
    listFailed: 'Gagal mengambil daftar permintaan registrasi.',
    approveFailed: 'Gagal menyetujui permintaan.',
    rejectFailed: 'Gagal menolak permintaan.',
    approved: (username: string) => `Permintaan disetujui. Akun "${username}" telah dibuat.`,
    rejected: 'Permintaan ditolak dan datanya telah dihapus.',
    pendingNotFound: 'Permintaan registrasi tidak ditemukan. Mungkin sudah diproses.',
  },
  ingest: {
    /** One answer for an unknown sensor and a wrong key, so sensor ids cannot be probed. */
    badCredentials: 'ID sensor atau kunci perangkat salah.',
    sensorIdFormat: 'harus huruf, angka, titik, garis bawah atau tanda hubung (1–64 karakter)',
    invalidJson: 'Data bukan JSON yang valid.',
    notAReading: 'Bukan data pembacaan (harus objek JSON atau array objek).',
    tooMany: (max: number) => `Terlalu banyak pembacaan dalam satu kiriman (maksimal ${max}).`,
    wrongKind: (kind: string) => `Data tidak sesuai untuk sensor jenis "${kind}".`,
    wrongTap: (expected: string) => `Sensor ini terpasang di keran ${expected}.`,
    notFinite: 'angka terlalu besar',
    tsEpoch: 'harus epoch dalam milidetik (bukan detik) atau ISO-8601',
    tsBefore2000: 'harus tahun 2000 atau sesudahnya; periksa jam perangkat',
    future: 'Waktu pembacaan lebih dari 10 menit di masa depan; periksa jam perangkat.',
    busy: 'Perangkat mengirim terlalu cepat; pembacaan ditolak. Kirim lebih jarang atau gabungkan dalam array.',
    notStored: 'Pembacaan tidak dapat disimpan.',
    unavailable: 'Penyimpanan data sedang terganggu; kirim ulang pembacaan ini sebentar lagi.',
    kindNotIngested: (kind: string) => `Sensor jenis "${kind}" tidak menerima data di alamat ini.`,
  },
  tracker: {
    loading: 'Memuat GPS Tracker...',
    accessDenied: 'Akses ditolak. Silakan login.',
    noAccess: 'Anda tidak memiliki akses. Silakan login.',
    lastPosition: 'Posisi Terakhir',
    depotLocation: 'Lokasi Depot',
    showHistory: 'Tampilkan Riwayat',
    liveTracking: 'Pelacakan Langsung',
    speedChart: 'Grafik Kecepatan',
    speedAxis: 'Kecepatan (km/h)',
    datesRequired: 'Harap isi tanggal awal dan akhir.',
    historyError: (message: string) => `Terjadi kesalahan: ${message}`,
    historyFailed: 'Gagal mengambil data riwayat.',
    noHistory: 'Tidak ada riwayat perjalanan.',
    noHistoryInRange: 'Tidak ada riwayat perjalanan yang ditemukan untuk periode ini.',
    geofencePrompt: 'Beri nama geofence ini:',
    geofenceSaved: 'Geofence berhasil disimpan!',
    geofenceSaveFailed: 'Gagal menyimpan geofence',
    geofenceSaveError: 'Terjadi kesalahan saat menyimpan geofence.',
    geofenceServerError: (message: string) => `Gagal menyimpan: ${message}`,
    geofenceException: 'Terjadi kesalahan.',
    geofenceDeleted: 'Geofence dihapus.',
    geofenceNotFound: 'Geofence tidak ditemukan. Mungkin sudah dihapus.',
    geofenceName: 'Nama geofence wajib diisi.',
    geofenceVertices: (max: number) => `Geofence harus berupa poligon dengan 3–${max} titik.`,
    geofenceSelfIntersects:
      'Sisi-sisi geofence tidak boleh saling berpotongan atau bertumpuk. Gambar ulang poligonnya.',
    geofenceExit: (bike: string, area: string, time: string) =>
      `${bike} keluar dari area ${area}, ${time} WIB`,
    geofenceEnter: (bike: string, area: string, time: string) =>
      `${bike} masuk ke area ${area}, ${time} WIB`,
    trackerName: 'Nama tracker wajib diisi.',
    trackerIdFormat:
      'ID tracker hanya boleh berisi huruf, angka, titik, garis bawah atau tanda hubung (1–64 karakter).',
    trackerNotFound: 'Tracker tidak ditemukan.',
    trackerTaken: (id: string) => `ID "${id}" sudah dipakai perangkat lain. Pilih ID lain.`,
    trackerAdded: (name: string) =>
      `Tracker ${name} ditambahkan. Simpan kuncinya sekarang: kunci hanya ditampilkan sekali.`,
    trackerDeleted: 'Tracker dihapus beserta riwayatnya.',
    depotNotFound: 'Depot tidak ditemukan.',
    dateFormat: 'Tanggal harus berformat YYYY-MM-DD (tahun 2000–2099).',
    rangeOrder: 'Tanggal akhir tidak boleh sebelum tanggal awal.',
    rangeTooLong: (days: number) => `Rentang tanggal paling panjang ${days} hari.`,
    nullIsland: 'Koordinat (0, 0) tidak valid; GPS belum mendapat posisi.',
    inaccurate: (max: number) => `Akurasi GPS lebih buruk dari ${max} m; posisi diabaikan.`,
    duplicate: 'Posisi dengan waktu yang sama sudah diterima.',
    jump: (maxKmh: number) =>
      `Lompatan posisi tidak wajar (lebih cepat dari ${maxKmh} km/jam sejak posisi sebelumnya); posisi diabaikan.`,
    missingKey: 'Parameter id (kunci tracker) wajib diisi.',
    badCredentials: 'Kunci tracker salah.',
    notATracker: 'Perangkat ini bukan tracker GPS.',
    online: 'Online',
    offline: 'Offline',
  },
  alerts: {
    lowStock: (tank: string, litres: string, pct: string) =>
      `Stok air menipis: ${tank} tinggal ${litres} L (${pct}% dari kapasitas).`,
    offline: (sensor: string, since: string) =>
      `Perangkat ${sensor} tidak mengirim data sejak ${since}. Periksa daya dan koneksinya.`,
    online: (sensor: string) => `Perangkat ${sensor} kembali mengirim data.`,
    quality: (details: string) => `Kualitas air di luar batas air minum: ${details}.`,
    /** The parts of `quality`'s details, one per value out of limits. */
    ph: (value: string, min: string, max: string) => `pH ${value} (batas ${min}–${max})`,
    tds: (value: string, max: string) => `TDS ${value} ppm (maks. ${max} ppm)`,
    turbidity: (value: string, max: string) => `kekeruhan ${value} NTU (maks. ${max} NTU)`,
    leak: (tank: string, dropped: string, dispensed: string, minutes: number) =>
      `Dugaan kebocoran pada ${tank}: volume turun ${dropped} L dalam ${minutes} menit, sedangkan keran hanya mengeluarkan ${dispensed} L.`,
  },
  pos: {
    emptyCart: '⚠️ Keranjang masih kosong!',
    unknownProduct: (id: number) => `Produk dengan id ${id} tidak ada di katalog.`,
    saveFailed: '❌ Gagal menyimpan transaksi.',
    saveError: '❌ Terjadi kesalahan saat menyimpan transaksi.',
    saved: (n: number) => `✅ Berhasil disimpan transaksi ke-${n} hari ini!`,
    deleted: '🗑️ Transaksi berhasil dihapus!',
    deleteFailed: '❌ Gagal menghapus transaksi.',
    deleteError: '❌ Terjadi kesalahan saat menghapus transaksi.',
    notFound: 'Transaksi tidak ditemukan.',
    noneToday: 'Tidak ada transaksi hari ini.',
    idempotencyKey: 'Header Idempotency-Key tidak valid (1–100 karakter).',
    idempotencyReused:
      'Idempotency-Key ini sudah dipakai untuk transaksi dengan isi keranjang atau depot yang berbeda. Simpan transaksi baru dengan kunci baru.',
  },
  income: {
    failed: 'Gagal mengambil data: ',
  },
  reports: {
    monthFormat: 'Format bulan harus YYYY-MM, misalnya 2026-03.',
    monthRange: (first: number, last: number) => `Bulan harus antara ${first}-01 dan ${last}-12.`,
  },
  notifications: {
    markedRead: 'Semua notifikasi ditandai sudah dibaca.',
  },
  events: {
    tooManyStreams: (max: number) =>
      `Terlalu banyak koneksi langsung untuk akun ini (maksimal ${max}). Tutup tab lain atau coba lagi nanti.`,
  },
  testimonials: {
    length: (field: string, min: number, max: number) => `${field} harus ${min}–${max} karakter.`,
    avatarType: 'Foto harus berupa gambar PNG, JPEG atau WebP.',
    avatarTooLarge: (kb: number) =>
      `Foto terlalu besar (maksimal sekitar ${kb} KB). Pilih gambar yang lebih kecil.`,
    imageUnreadable:
      'Berkas ini tidak dapat dibaca sebagai gambar. Pilih foto PNG, JPEG atau WebP.',
    notFound: 'Testimoni tidak ditemukan. Mungkin sudah dihapus.',
    empty: 'Belum ada testimoni. Tambahkan kata-kata pelanggan Anda.',
    listFailed: 'Gagal mengambil daftar testimoni.',
    created: 'Testimoni ditambahkan dan tampil di halaman depan.',
    updated: 'Testimoni diperbarui.',
    deleted: 'Testimoni dihapus dari halaman depan.',
    saveFailed: 'Gagal menyimpan testimoni.',
    deleteFailed: 'Gagal menghapus testimoni.',
    confirmDelete: (name: string) =>
      `Hapus testimoni dari ${name}? Testimoni ini tidak akan tampil lagi di halaman depan.`,
  },
  profile: {
    failed: 'Gagal mengambil data profil. Periksa koneksi atau token.',
    empty: 'Data profil tidak tersedia.',
    notAvailable: 'Tidak Tersedia',
    notFound: 'Akun tidak ditemukan.',
  },
  map: {
    loading: 'Memuat peta sebaran depot...',
    failed: 'Gagal memuat peta sebaran depot.',
    retry: 'Coba lagi',
    empty: 'Belum ada depot yang tampil di peta.',
  },
} as const;
