/** How a person reads an actuator command; the value sent over MQTT stays TURN_ON/TURN_OFF. */
const COMMAND_WORDS: Record<string, string> = { TURN_ON: 'Nyalakan', TURN_OFF: 'Matikan' };
const commandWord = (command: string) => COMMAND_WORDS[command] ?? command;

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
    ownerOnly: 'Akses ditolak. Fitur ini hanya untuk pemilik depot.',
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
    /** Failed logins on this account are piling up: an address that failed waits this long. */
    slowedDown: (seconds: number) =>
      `Terlalu banyak percobaan login yang gagal ke akun ini. Silakan coba lagi dalam ${seconds} detik, atau login dari jaringan lain.`,
    /** Shown after a login when others tried the account since its last login. */
    failedSince: (count: number, since: string) =>
      `Ada ${count} percobaan login gagal ke akun Anda sejak ${since}. Jika itu bukan Anda, segera ganti password.`,
    /** The username and password of a registration request that is still waiting. */
    pending: 'Akun Anda masih menunggu persetujuan admin.',
    /** The username and password of a request a super admin turned down. */
    rejected: 'Pendaftaran Anda ditolak admin. Hubungi kami untuk keterangan.',
  },
  logout: {
    success: 'Anda telah logout.',
  },
  register: {
    required:
      'Semua kolom wajib (Username, Password, Nama Depot, Alamat, ID Sensor Utama, Nama Sensor Utama, Nama Tangki, Kapasitas Tangki, Tinggi Tangki) harus diisi!',
    /** Beside each empty required field of the form. */
    fieldRequired: (label: string) => `${label} harus diisi.`,
    tankInvalid:
      'Nama Tangki, Kapasitas Tangki, dan Tinggi Tangki harus diisi dengan nilai yang valid.',
    usernameFormat:
      'Username hanya boleh berisi huruf, angka, titik, garis bawah atau tanda hubung (3–32 karakter).',
    passwordLength: 'Password minimal 6 karakter.',
    whatsapp:
      'Nomor WhatsApp tidak valid. Gunakan nomor ponsel Indonesia, misalnya 0812 3456 7890 atau +62 812 3456 7890.',
    package: 'Paket tidak dikenal. Pilih salah satu paket yang tersedia.',
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
    /** The confirmation screen after a request is sent: what happens next. */
    nextReview: 'Super Admin memeriksa data depot dan sensor Anda.',
    nextLogin: (username: string) =>
      `Setelah disetujui, login dengan username "${username}" dan password yang Anda buat.`,
    nextWaiting: 'Sebelum itu, login akan menjawab bahwa akun Anda masih menunggu persetujuan.',
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
  /** A device key shown once, after it is made (sensors at approval, a tracker when added). */
  deviceKeys: {
    title: 'Kunci perangkat',
    sensorNotice:
      'Simpan kunci perangkat ini sekarang dan pasang pada masing-masing sensor. Kunci tidak akan ditampilkan lagi.',
    trackerNotice:
      'Simpan kunci ini sekarang dan masukkan ke tracker atau aplikasi di ponsel pengendara. Kunci tidak akan ditampilkan lagi.',
    copy: 'Salin',
    copied: 'Tersalin',
  },
  accounts: {
    notFound: 'Akun tidak ditemukan.',
    usernameEmpty: 'Username baru tidak boleh kosong.',
    usernameUnchanged: 'Username tidak berubah.',
    passwordInvalid: 'Password baru tidak valid. Minimal 6 karakter.',
    passwordMismatch: 'Konfirmasi password tidak cocok.',
    renamed: (username: string) =>
      `Username diubah menjadi "${username}". Sesi lama akun ini telah diakhiri.`,
    passwordChanged: 'Password berhasil diubah. Sesi lama akun ini telah diakhiri.',
    disabled: (username: string) => `Akun "${username}" dinonaktifkan. Datanya tetap tersimpan.`,
    enabled: (username: string) => `Akun "${username}" diaktifkan kembali.`,
    lastSuperAdmin: 'Super Admin terakhir tidak dapat dinonaktifkan atau diturunkan.',
    employeeNotSuperAdmin:
      'Karyawan depot tidak dapat dijadikan Super Admin. Buat akun Super Admin tersendiri.',
    cannotDisableSelf:
      'Anda tidak dapat menonaktifkan akun Anda sendiri. Minta Super Admin lain untuk melakukannya.',
    usernameFailed: 'Gagal mengubah username.',
    passwordFailed: 'Gagal mengubah password.',
    statusFailed: 'Gagal mengubah status akun.',
    listFailed: 'Gagal mengambil daftar akun.',
    empty: 'Tidak ada akun terdaftar.',
    noMatch: 'Tidak ada akun yang cocok dengan pencarian.',
    confirmDisable: (username: string) =>
      `Nonaktifkan akun "${username}"? Akun ini tidak dapat login sampai diaktifkan kembali; datanya tetap tersimpan.`,
    confirmEnable: (username: string) =>
      `Aktifkan kembali akun "${username}"? Akun ini dapat login lagi.`,
    /** Said beside a rename of one's own account: the next call asks for a new login. */
    ownSessionEnds: 'Ini akun Anda sendiri: setelah disimpan, Anda perlu login kembali.',
  },
  tables: {
    title: 'Kelola Data Master',
    empty: 'Tidak ada data untuk tabel ini.',
    updated: 'Data berhasil diperbarui.',
    listFailed: (table: string) => `Gagal mengambil data ${table}.`,
    updateFailed: 'Gagal memperbarui data.',
    unknownTable: (table: string) => `Tabel "${table}" tidak dikenal.`,
    readOnly: (table: string) => `Tabel "${table}" hanya dapat dibaca.`,
    unknownColumn: (column: string) => `Kolom "${column}" tidak dikenal atau tidak dapat diubah.`,
    unknownSort: (column: string) => `Tabel ini tidak dapat diurutkan menurut "${column}".`,
    badOrder: 'Urutan (_order) harus "asc" atau "desc".',
    badLimit: (max: number) => `Jumlah baris (_limit) harus bilangan bulat 1–${max}.`,
    badOffset: (max: string) =>
      `Posisi awal (_offset) harus bilangan bulat 0–${max}. Persempit dengan pencarian atau urutan lain.`,
    badId: 'ID baris tidak valid.',
    notFound: 'Baris tidak ditemukan. Mungkin sudah dihapus.',
    nothingToUpdate: 'Tidak ada kolom yang diubah.',
    notNumber: (column: string) => `Kolom "${column}" harus berupa angka.`,
    notInteger: (column: string) => `Kolom "${column}" harus bilangan bulat.`,
    range: (column: string, range: string) => `Kolom "${column}" harus ${range}.`,
    notFlag: (column: string) => `Kolom "${column}" harus 1 atau 0.`,
    notText: (column: string) => `Kolom "${column}" harus berupa teks.`,
    required: (column: string) => `Kolom "${column}" tidak boleh kosong.`,
    tooLong: (column: string, max: number) => `Kolom "${column}" maksimal ${max} karakter.`,
    oneOf: (column: string, values: readonly string[]) =>
      `Kolom "${column}" harus salah satu dari: ${values.join(', ')}.`,
    estimated: 'perkiraan',
    offsetLimit: (rows: string) =>
      `Hanya ${rows} baris pertama yang dapat dibuka per urutan; gunakan pencarian atau balik urutan.`,
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
    /** A value sent as text that is no number at all (OsmAnd's `lat=-6,366`). */
    notANumber: 'bukan angka',
    tsEpoch: 'harus epoch dalam milidetik (bukan detik) atau ISO-8601',
    tsBefore2000: 'harus tahun 2000 atau sesudahnya; periksa jam perangkat',
    future: 'Waktu pembacaan lebih dari 10 menit di masa depan; periksa jam perangkat.',
    busy: 'Perangkat mengirim terlalu cepat; pembacaan ditolak. Kirim lebih jarang atau gabungkan dalam array.',
    notStored: 'Pembacaan tidak dapat disimpan.',
    unavailable: 'Penyimpanan data sedang terganggu; kirim ulang pembacaan ini sebentar lagi.',
    kindNotIngested: (kind: string) => `Sensor jenis "${kind}" tidak menerima data di alamat ini.`,
    /** A reading carrying a key that could reach an object's prototype. */
    forbiddenKey: (key: string) => `Kunci "${key}" tidak diizinkan dalam data pembacaan.`,
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
    speedAxis: 'Kecepatan (km/jam)',
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
    geofenceTooSmall: (minM2: number) =>
      `Geofence terlalu kecil: luasnya minimal ${minM2} m² (titik-titiknya tidak boleh segaris). Gambar ulang poligonnya.`,
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
    noFix:
      'Tidak ada koordinat: GPS belum mendapat posisi. Perangkat dicatat aktif; posisi tidak disimpan.',
    invalidFix:
      'Tracker menandai posisi ini tidak valid (valid=false, GPS belum mendapat posisi); posisi diabaikan.',
    /** A rider pressed SOS: who, when, and where (a place with its map link, or why none). */
    sos: (bike: string, time: string, place: string) =>
      `SOS dari pengendara ${bike}, ${time} WIB. ${place}`,
    sosHere: (lat: string, lon: string, url: string) => `Lokasi: ${lat}, ${lon} ${url}`,
    sosLastKnown: (lat: string, lon: string, at: string, url: string) =>
      `Lokasi terakhir yang diketahui (${at}): ${lat}, ${lon} ${url}`,
    sosNowhere: 'Lokasinya belum diketahui; hubungi pengendara segera.',
    notOsmandPath:
      'Alamat ini tidak menerima posisi tracker. Atur URL server di tracker ke alamat server ditambah /api/osmand.',
    missingKey: 'Parameter id (kunci tracker) wajib diisi.',
    badCredentials: 'Kunci tracker salah.',
    notATracker: 'Perangkat ini bukan tracker GPS.',
    online: 'Online',
    offline: 'Offline',
    // The tracker screen's labels (spec §2 names the cards; these are their words).
    mapLabel: 'Peta GPS tracker motor',
    device: 'Perangkat',
    pickBike: 'Pilih motor',
    pickTracker: 'Pilih depot dan motor',
    status: 'Status',
    lastSeen: 'Terakhir terlihat',
    neverSeen: 'Belum pernah mengirim posisi',
    controls: 'Kontrol',
    fromDate: 'Dari tanggal',
    toDate: 'Sampai tanggal',
    stats: 'Ringkasan Perjalanan',
    totalDistance: 'Total jarak',
    duration: 'Durasi berkendara',
    averageSpeed: 'Kecepatan rata-rata',
    maxSpeed: 'Kecepatan tertinggi',
    fuel: 'Perkiraan BBM',
    fuelEfficiency: 'Efisiensi BBM (km/L)',
    durationParts: (hours: number, minutes: number, seconds: number) =>
      `${hours} jam ${minutes} menit ${seconds} detik`,
    shortHours: (hours: number, minutes: number) => `${hours} jam ${minutes} mnt`,
    shortMinutes: (minutes: number, seconds: number) => `${minutes} mnt ${seconds} dtk`,
    shortSeconds: (seconds: number) => `${seconds} dtk`,
    thinned: (shown: string, total: string) =>
      `Peta dan grafik memakai ${shown} dari ${total} titik; ringkasan menghitung semuanya.`,
    trips: 'Daftar Perjalanan',
    tripTable: 'Tabel perjalanan: waktu, jarak dan durasi',
    tripCountLabel: 'Jumlah perjalanan',
    tripCount: (count: number) => `${count} perjalanan`,
    tripsShown: (shown: number, total: number) => `${shown} perjalanan terakhir dari ${total}`,
    noTrips: 'Tidak ada perjalanan pada periode ini.',
    tripTime: 'Waktu',
    tripDistance: 'Jarak',
    tripDuration: 'Durasi',
    ongoing: 'berlangsung',
    replay: 'Putar ulang',
    stopReplay: 'Hentikan',
    replaying: (start: string) => `Memutar ulang perjalanan ${start}`,
    liveMode: 'Mode langsung',
    historyMode: 'Mode riwayat',
    showPanel: 'Tampilkan panel',
    hidePanel: 'Sembunyikan panel',
    drawGeofence: 'Gambar geofence (poligon)',
    /**
     * The polygon tool's own texts (Leaflet-Geoman's translation keys): its hints beside the
     * pointer and the buttons beside the tool while drawing.
     */
    geofenceDrawing: {
      tooltips: {
        firstVertex: 'Klik peta untuk titik pertama geofence',
        continueLine: 'Klik untuk titik berikutnya',
        finishLine: 'Klik salah satu titik untuk selesai',
        finishPoly: 'Klik titik pertama untuk menutup geofence',
      },
      actions: {
        finish: 'Selesai',
        cancel: 'Batal',
        removeLastVertex: 'Hapus titik terakhir',
      },
    },
    deleteGeofence: 'Hapus geofence',
    confirmDeleteGeofence: (name: string) =>
      `Hapus geofence "${name}"? Keluar-masuk motor di area ini tidak lagi dipantau.`,
    geofenceDeleteFailed: 'Gagal menghapus geofence.',
    noDevices: 'Depot ini belum memiliki tracker GPS. Hubungi Super Admin untuk menambahkannya.',
    noTrackers: 'Belum ada tracker GPS terdaftar di depot mana pun.',
    devicesFailed: 'Gagal memuat daftar tracker.',
    noPosition: 'Motor ini belum mengirim posisi.',
    // The super admin's tracker management (drawer on /admin/gps-tracker).
    manage: 'Kelola Tracker',
    trackerList: 'Daftar tracker',
    addTracker: 'Tambah Tracker',
    addAnother: 'Tambah tracker lain',
    depotUsername: 'Username depot',
    trackerNameLabel: 'Nama tracker',
    trackerNamePlaceholder: 'mis. Motor 3',
    trackerIdLabel: 'ID tracker (opsional)',
    trackerIdHint: 'Kosongkan agar dibuat otomatis: {depot}-motor-{n}.',
    addFailed: 'Gagal menambahkan tracker.',
    deleteTracker: 'Hapus tracker',
    deleteTrackerNamed: (name: string) => `Hapus tracker ${name}`,
    deleteShort: 'Hapus',
    yesDelete: 'Ya, hapus',
    confirmDeleteTracker: (name: string, id: string) =>
      `Hapus tracker "${name}" (${id})? Riwayat posisi, perjalanan dan berhentinya ikut terhapus, dan kuncinya tidak berlaku lagi.`,
    deleteTrackerFailed: 'Gagal menghapus tracker.',
    connectPhone: 'Ponsel dengan Traccar Client',
    serverUrl: 'URL server',
    deviceIdentifier: 'Pengenal perangkat',
    connectMqtt: 'Tracker MQTT',
    mqttTopic: 'Topik',
    mqttUser: 'User',
    mqttPassword: 'Password',
    theKey: 'kunci di atas',
  },
  alerts: {
    lowStock: (tank: string, litres: string, pct: string) =>
      `Stok air menipis: ${tank} tinggal ${litres} L (${pct}% dari kapasitas).`,
    offline: (sensor: string, since: string) =>
      `Perangkat ${sensor} tidak mengirim data sejak ${since}. Periksa daya dan koneksinya.`,
    online: (sensor: string) => `Perangkat ${sensor} kembali mengirim data.`,
    quality: (details: string) => `Kualitas air di luar batas air minum: ${details}.`,
    qualityRestored: 'Kualitas air kembali normal: pH, TDS dan kekeruhan dalam batas air minum.',
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
  range: {
    dateFormat: 'Tanggal harus berformat YYYY-MM-DD, misalnya 2026-11-22.',
    both: 'Isi tanggal awal (from) dan tanggal akhir (to), atau kosongkan keduanya.',
    order: 'Tanggal awal (from) harus sebelum atau sama dengan tanggal akhir (to).',
    tooLong: (days: number) => `Rentang tanggal paling panjang ${days} hari.`,
    separator: 'Pemisah CSV harus ; atau , (sep).',
    period: 'Periode laporan harus daily, weekly atau monthly.',
    downloadFailed: 'Gagal mengunduh CSV.',
  },
  pdam: {
    title: 'Perhitungan Tagihan PDAM',
    disclaimer:
      'Angka ini hanya perkiraan: pemakaian air bulan ini dikalikan tarif PDAM yang dipilih. Tagihan resmi dari PDAM dapat berbeda, dan kami tidak bertanggung jawab atas kesalahan perhitungan.',
    loading: 'Memuat...',
    zeroUsage: 'Tidak ada tagihan yang dapat dihitung untuk penggunaan 0 m³.',
    incomplete: 'Harap lengkapi semua pilihan: Username, Bulan, Tahun, PDAM, dan Golongan.',
    authRequired: 'Autentikasi diperlukan. Silakan login kembali.',
    unauthenticated: 'Anda tidak terautentikasi. Silakan login kembali.',
    noOptions: 'Tidak ada data PDAM tersedia dari server.',
    optionsFailed: 'Gagal memuat opsi PDAM. Pastikan backend berjalan dan token valid.',
    usageFormat: 'Format data penggunaan air tidak valid dari server atau data penggunaan kosong.',
    noUsage:
      'Tidak ada penggunaan air yang tercatat untuk periode ini. Pastikan username dan periode benar.',
    usageFailed: 'Gagal mendapatkan data penggunaan air: ',
    billFormat: 'Format data tagihan tidak valid dari server.',
    billFailed: 'Gagal menghitung tagihan: ',
    pdamNotFound: (id: string) => `PDAM "${id}" tidak ditemukan.`,
    golonganNotFound: (id: string, pdam: string) =>
      `Golongan "${id}" tidak ditemukan untuk ${pdam}.`,
    invalidId: 'ID PDAM atau golongan tidak valid.',
    usageInvalid: 'Pemakaian air (usageM3) harus berupa angka 0 sampai 100.000 m³.',
    monthInvalid: 'Bulan harus 01 sampai 12.',
    yearInvalid: (first: number, last: number) => `Tahun harus antara ${first} dan ${last}.`,
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
  cctv: {
    title: 'CCTV Monitoring',
    subtitle: 'Pantauan langsung depot air minum.',
    loadFailed: 'Gagal mengambil daftar kamera CCTV.',
    noSourceOwner:
      'Belum ada sumber video. Tempel URL HLS (.m3u8) atau MP4 dari kamera atau gateway HLS Anda.',
    noSourceEmployee:
      'Belum ada sumber video. Minta pemilik depot mengatur URL kamera ini di halaman CCTV.',
    playFailed: (label: string) => `Gagal memutar ${label}.`,
    retrying: (seconds: number) => `Mencoba lagi dalam ${seconds} detik...`,
    retryNow: 'Coba sekarang',
    loading: 'Memuat video...',
    setSource: 'Atur sumber',
    changeSource: 'Ganti sumber',
    removeSource: 'Hapus sumber',
    save: 'Simpan',
    cancel: 'Batal',
    urlLabel: 'URL video (HLS .m3u8 atau MP4)',
    urlHint: 'Contoh: https://kamera.depotanda.id/cam1/index.m3u8',
    saved: (label: string) => `Sumber ${label} disimpan.`,
    removed: (label: string) => `Sumber ${label} dihapus.`,
    saveFailed: 'Gagal menyimpan sumber video.',
    urlRequired: 'URL video harus diisi.',
    urlTooLong: (max: number) => `URL video maksimal ${max} karakter.`,
    urlInvalid:
      'URL video tidak valid. Gunakan alamat http:// atau https:// tanpa spasi dan tanpa nama pengguna atau sandi.',
    urlKind: 'URL video harus berakhiran .m3u8 (HLS) atau .mp4.',
    urlLocal:
      'URL video tidak boleh menunjuk ke komputer penonton sendiri (localhost, 127.x.x.x) atau alamat link-local (169.254.x.x). Gunakan alamat gateway HLS di jaringan depot.',
    privateWarning:
      'Sumber disimpan. Alamat ini ada di jaringan lokal (mis. 192.168.x.x): video hanya dapat diputar dari jaringan depot. Untuk menonton dari luar, gunakan alamat gateway yang dapat dijangkau (lihat panduan CCTV).',
    gatewayHint:
      'Kamera IP biasanya hanya bicara RTSP, yang tidak bisa diputar browser. Jalankan gateway HLS seperti MediaMTX, lalu tempel URL .m3u8 dari gateway itu di sini.',
  },
  profile: {
    failed: 'Gagal mengambil data profil. Periksa koneksi atau token.',
    empty: 'Data profil tidak tersedia.',
    notAvailable: 'Tidak Tersedia',
    notFound: 'Akun tidak ditemukan.',
    saved: 'Profil depot berhasil disimpan.',
    saveFailed: 'Gagal menyimpan profil depot.',
    threshold: 'Batas stok rendah harus berupa angka antara 0 dan 100 persen.',
    unknownTank: 'Tangki tidak ditemukan di depot ini.',
    consent: 'Pilihan tampil di peta sebaran depot harus ya atau tidak.',
    locationIncomplete: 'Latitude dan longitude harus diisi keduanya atau dikosongkan keduanya.',
    consentNeedsLocation:
      'Pilih lokasi depot di peta terlebih dahulu agar depot dapat tampil di peta sebaran depot.',
    currentPasswordRequired: 'Password saat ini harus diisi.',
    currentPasswordWrong: 'Password saat ini salah.',
    passwordChanged: 'Password berhasil diganti. Sesi di perangkat lain telah diakhiri.',
    passwordFailed: 'Gagal mengganti password.',
    employeeNote: (name: string, depot: string) =>
      `Anda masuk sebagai ${name}, karyawan depot ini. Data depot dikelola oleh pemilik depot (${depot}).`,
  },
  map: {
    loading: 'Memuat peta sebaran depot...',
    failed: 'Gagal memuat peta sebaran depot.',
    retry: 'Coba lagi',
    empty: 'Belum ada depot yang tampil di peta.',
  },
  webgis: {
    listFailed: 'Gagal mengambil data depot.',
    loadFailed: 'Gagal memuat data depot.',
    created: 'Titik berhasil ditambahkan.',
    updated: 'Data berhasil diperbarui.',
    saveFailed: 'Gagal menyimpan data depot.',
    notFound: 'Depot tidak ditemukan. Mungkin sudah dihapus.',
    required: (field: string) => `${field} harus diisi.`,
    tooLong: (field: string, max: number) => `${field} maksimal ${max} karakter.`,
    notANumber: (field: string) => `${field} harus berupa angka.`,
    outsideIndonesia: 'Koordinat harus berada di wilayah Indonesia.',
    rating: 'Rating harus antara 0 dan 5.',
    reviews: 'Jumlah ulasan harus bilangan bulat 0 atau lebih.',
    phone:
      'Nomor telepon tidak valid. Gunakan angka, +, spasi, tanda kurung atau tanda hubung (8–15 digit).',
    status: 'Status berlangganan harus Ya, Tidak atau Under Prospect (prospek).',
    importEmpty: 'Berkas CSV kosong.',
    importTooLarge: (mb: number) => `Berkas CSV terlalu besar (maksimal ${mb} MB).`,
    importTooManyRows: (max: string) => `Berkas CSV berisi terlalu banyak baris (maksimal ${max}).`,
    importNoRows: 'Berkas CSV tidak berisi baris data di bawah judul kolom.',
    importUnknownColumn: (name: string) =>
      `Kolom "${name}" tidak dikenal atau muncul dua kali. Gunakan judul kolom dari berkas ekspor.`,
    importMissingColumns: (names: string) => `Kolom wajib tidak ada: ${names}.`,
    importUnterminatedQuote: (line: number) =>
      `Tanda kutip pada baris ${line} tidak ditutup; berkas tidak dapat dibaca.`,
    importCellCount: 'Jumlah kolom tidak sesuai dengan judul kolom.',
    importDuplicate: 'Depot dengan nama dan koordinat yang sama sudah ada.',
    imported: (inserted: string, failed: string) =>
      `${inserted} titik ditambahkan, ${failed} baris ditolak.`,
    importFailed: 'Gagal mengimpor berkas CSV.',
  },
  employees: {
    title: 'Karyawan',
    intro:
      'Akun karyawan dapat memakai Dashboard, Kasir POS, Trek Motor dan CCTV, tetapi tidak melihat Total Pendapatan, Tagihan PDAM, Karyawan, atau mengubah pengaturan depot.',
    none: 'Belum ada karyawan.',
    notFound: 'Karyawan tidak ditemukan.',
    nameRequired: 'Nama karyawan harus diisi.',
    passwordLength: 'Password minimal 6 karakter.',
    nothingToChange: 'Tidak ada perubahan yang dikirim.',
    created: (username: string) => `Karyawan ${username} berhasil ditambahkan.`,
    renamed: (name: string) => `Nama karyawan diubah menjadi ${name}.`,
    passwordChanged: 'Password karyawan berhasil diubah. Sesi karyawan tersebut telah diakhiri.',
    disabled: (username: string) => `Akun karyawan ${username} dinonaktifkan.`,
    enabled: (username: string) => `Akun karyawan ${username} diaktifkan kembali.`,
    updated: 'Data karyawan berhasil disimpan.',
    removed: (username: string) => `Karyawan ${username} telah dihapus.`,
    disableConfirm: (username: string) =>
      `Nonaktifkan akun ${username}? Karyawan langsung keluar dan tidak dapat login sampai diaktifkan kembali.`,
    enableConfirm: (username: string) =>
      `Aktifkan kembali akun ${username}? Karyawan dapat login lagi.`,
    removeConfirm: (username: string) =>
      `Hapus akun karyawan ${username}? Karyawan tidak dapat login lagi. Transaksi yang pernah dibuat tetap tersimpan.`,
    loadFailed: 'Gagal memuat daftar karyawan.',
    saveFailed: 'Gagal menyimpan data karyawan.',
    ownerOnlyPage: 'Akses ditolak. Halaman ini hanya untuk pemilik depot.',
    deleteSaleSameDay:
      'Karyawan hanya dapat menghapus transaksinya sendiri pada hari transaksi itu dibuat.',
  },
  attendance: {
    shiftNameRequired: 'Nama shift harus diisi.',
    timeFormat: 'Jam harus berformat JJ:MM (00:00–23:59), misalnya 06:00.',
    sameStartEnd: 'Jam mulai dan jam selesai shift tidak boleh sama.',
    overlap: (other: string) =>
      `Jam shift ini bertabrakan dengan shift ${other}. Ubah jamnya agar tidak tumpang tindih.`,
    shiftNotFound: 'Shift tidak ditemukan.',
    memberNotFound: 'Karyawan yang dipilih tidak ditemukan di depot ini.',
    shiftCreated: (name: string) => `Shift ${name} berhasil ditambahkan.`,
    shiftUpdated: (name: string) => `Shift ${name} berhasil disimpan.`,
    shiftRemoved: (name: string) => `Shift ${name} telah dihapus.`,
    noDepotLocation:
      'Lokasi depot belum diatur di profil. Minta pemilik mengisi lokasi depot atau gunakan PIN.',
    tooFar: (metres: string, radius: number) =>
      `Anda berada ${metres} m dari depot (batas ${radius} m). Absen dari depot, atau minta PIN ke pemilik.`,
    pinInvalid: 'PIN salah atau sudah kedaluwarsa. Minta PIN baru ke pemilik depot.',
    alreadyIn: 'Anda sudah absen masuk. Absen pulang dulu sebelum masuk lagi.',
    notIn: 'Anda belum absen masuk.',
    clockedIn: (time: string) => `Absen masuk tercatat pukul ${time} WIB.`,
    clockedOut: (time: string) => `Absen pulang tercatat pukul ${time} WIB.`,
    title: 'Absensi',
    intro:
      'Atur shift, buat PIN absen untuk HP tanpa lokasi, dan lihat kehadiran karyawan per bulan.',
    employeeIntro:
      'Absen masuk saat tiba di depot dan absen pulang saat selesai. HP memakai lokasi Anda; bila lokasi tidak tersedia, minta PIN ke pemilik.',
    shiftsNone: 'Belum ada shift. Tambahkan shift, misalnya Pagi 06:00–14:00.',
    shiftsLoadFailed: 'Gagal memuat daftar shift.',
    shiftSaveFailed: 'Gagal menyimpan shift.',
    shiftRemoveConfirm: (name: string) =>
      `Hapus shift ${name}? Absensi yang sudah tercatat tetap tersimpan.`,
    monthLoadFailed: 'Gagal memuat data absensi.',
    monthNone: 'Belum ada karyawan di depot ini.',
    pinFailed: 'Gagal membuat PIN absen.',
    pinValid: (time: string, minutes: number) =>
      `Berlaku sampai pukul ${time} WIB (${minutes} menit) dan hanya untuk satu kali absen.`,
    clockFailed: 'Gagal mengirim absen. Periksa koneksi lalu coba lagi.',
    noGeolocation: 'HP ini tidak dapat membaca lokasi. Masukkan PIN dari pemilik depot.',
    locationDenied:
      'Izin lokasi ditolak. Izinkan lokasi untuk situs ini, atau masukkan PIN dari pemilik depot.',
    locationTimeout:
      'Lokasi HP tidak ditemukan dalam waktu yang ditentukan. Masukkan PIN dari pemilik depot.',
  },
  reconciliation: {
    loadFailed: 'Gagal memuat data selisih galon.',
    dateOrRange: 'Pilih satu tanggal (date) atau rentang (from dan to), tidak keduanya.',
    rangeTooLong: (days: number) => `Rentang tren paling panjang ${days} hari.`,
    thresholdSaved: (gallons: string) => `Batas selisih disimpan: ${gallons} galon.`,
    gapAlert: (day: string, gap: string, rupiah: string, threshold: string) =>
      `Selisih galon ${day}: keran dan kasir berbeda ${gap} galon (${rupiah}), di atas batas ${threshold} galon. Periksa penjualan yang belum dicatat atau keran yang terbuka.`,
  },
  iot: {
    title: 'Smart Weather',
    loading: 'Memuat Smart Weather...',
    loadFailed: 'Gagal memuat data Smart IoT.',
    detailFailed: 'Gagal memuat detail sensor.',
    sensorNotFound: 'Sensor tidak ditemukan. Pastikan ID sensor valid.',
    noHistory: 'Tidak ada data pembacaan historis untuk periode ini.',
    sessionExpired: 'Sesi Anda telah berakhir atau tidak valid. Silakan login kembali.',
    deviceNotFound: 'Perangkat tidak ditemukan.',
    ownerNotFound: 'Akun pemilik tidak ditemukan atau bukan akun depot.',
    idTaken: (id: string) => `ID "${id}" sudah dipakai perangkat lain.`,
    minAboveMax: 'Batas bawah (min) harus lebih kecil dari batas atas (maks).',
    byMonthNeedsMonth: 'Filter per bulan memerlukan bulan (_month) dan tahun (_year).',
    monthOnlyByMonth: 'Bulan dan tahun hanya dipakai dengan filter per bulan (_range=by_month).',
    noDevices: 'Belum ada perangkat Smart IoT.',
    deviceDeleted: 'Perangkat berhasil dihapus.',
    sensorDeleted: 'Sensor berhasil dihapus.',
    actuatorDeleted: 'Aktuator berhasil dihapus.',
    deviceAdded: 'Perangkat berhasil ditambahkan.',
    addFailed: 'Gagal menambahkan perangkat.',
    deleteFailed: 'Gagal menghapus.',
    addDevice: 'Tambah Perangkat',
    addSensor: 'Tambah Sensor',
    addActuator: 'Tambah Aktuator',
    deleteDevice: 'Hapus Perangkat',
    deleteSensor: 'Hapus Sensor',
    confirmDeleteDevice: (name: string) =>
      `Hapus perangkat ${name} beserta semua sensor, aktuator dan riwayat pembacaannya? Tindakan ini tidak dapat dibatalkan.`,
    confirmDeleteSensor: (name: string) =>
      `Hapus sensor ${name} beserta riwayat pembacaannya? Tindakan ini tidak dapat dibatalkan.`,
    delete: 'Hapus',
    save: 'Simpan',
    deviceName: 'Nama Perangkat',
    location: 'Lokasi',
    deviceType: 'Jenis Perangkat',
    ownerUsername: 'Username Pemilik',
    ownerHint: 'Akun pemilik depot (bukan karyawan atau super admin).',
    sensorId: 'ID Sensor',
    sensorName: 'Nama Sensor',
    sensorType: 'Jenis Sensor',
    minValue: 'Batas Bawah (min)',
    maxValue: 'Batas Atas (maks)',
    actuatorId: 'ID Aktuator',
    actuatorName: 'Nama Aktuator',
    idHint:
      'Dipakai perangkat sebagai username MQTT; huruf, angka, titik, garis bawah, tanda hubung.',
    keyNotice:
      'Simpan kunci ini sekarang dan pasang pada perangkat. Kunci tidak akan ditampilkan lagi.',
    howToPublish: 'Cara mengirim data',
    mqttTopic: 'Topik MQTT',
    mqttUser: 'Username MQTT',
    mqttPassword: 'Password MQTT',
    theKey: 'kunci di atas',
    httpAlternative: 'Atau HTTP',
    payload: 'Isi pesan',
    done: 'Selesai',
    owner: 'Pemilik',
    lastSeen: 'Terakhir terlihat',
    never: 'Belum pernah',
    noSensors: 'Belum ada sensor pada perangkat ini.',
    legendNormal: 'Normal',
    legendAlert: 'Di luar batas',
    legendInactive: 'Tidak ada data',
    openDetail: (name: string) => `Lihat detail sensor ${name}`,
    deviceActions: (name: string) => `Kelola perangkat ${name}`,
    detailTitle: 'Detail Sensor',
    back: 'Kembali ke Smart Weather',
    unit: 'Satuan',
    device: 'Perangkat',
    limits: 'Batas',
    active: 'Aktif',
    yes: 'Ya',
    no: 'Tidak',
    lastActive: 'Terakhir aktif',
    filterAll: 'Semua',
    filterWeekly: 'Mingguan',
    filterMonthly: 'Bulanan',
    filterByMonth: 'Per Bulan',
    month: 'Bulan',
    year: 'Tahun',
    period: 'Periode',
    chartTitle: 'Grafik Pembacaan',
    averagedPer: (bucket: string) => `rata-rata per ${bucket}`,
    rawPoints: 'setiap pembacaan',
    average: 'Rata-rata',
    range: 'Rentang min–maks',
    rawTitle: 'Pembacaan Terbaru',
    time: 'Waktu',
    value: 'Nilai',
    noReading: 'Belum ada data',
    online: 'Online',
    offline: 'Offline',
    /** A value left the sensor's min–max limits (once per transition). */
    outOfRange: (sensor: string, device: string, value: string, min: string, max: string) =>
      `Sensor ${sensor} (${device}) di luar batas: ${value} (batas ${min} – ${max}).`,
  },
  farming: {
    title: 'Smart Farming',
    dashboardFailed: 'Gagal mengambil data dashboard.',
    commandFailed: 'Gagal mengirim perintah.',
    on: 'AKTIF',
    off: 'NONAKTIF',
    pending: 'menunggu konfirmasi',
    noDevices: 'Belum ada perangkat smart farming untuk akun ini.',
    usernameAdminOnly: 'Hanya super admin yang dapat melihat data smart farming akun lain.',
    actuatorNotFound: 'Aktuator tidak ditemukan.',
    busy: (actuator: string) =>
      `Perintah sebelumnya untuk ${actuator} masih menunggu konfirmasi perangkat.`,
    brokerDown: 'Broker MQTT tidak tersedia; perintah tidak terkirim. Coba lagi sebentar lagi.',
    sent: (command: string, actuator: string) =>
      `Perintah ${commandWord(command)} dikirim ke ${actuator}. Menunggu konfirmasi perangkat...`,
    confirmed: (command: string, actuator: string, state: string) =>
      `${actuator} mengonfirmasi perintah ${commandWord(command)}: sekarang ${state}.`,
    timeout: (command: string, actuator: string, seconds: number) =>
      `${actuator} tidak mengonfirmasi perintah ${commandWord(command)} dalam ${seconds} detik. Periksa daya dan koneksi perangkat, lalu coba lagi.`,
    failed: (command: string, actuator: string, detail: string) =>
      `${actuator} gagal menjalankan perintah ${commandWord(command)}: ${detail}.`,
    /** A command in the log: the state it asked for. */
    logged: { TURN_ON: 'Nyala', TURN_OFF: 'Mati' },
    /** A command's detail when no broker took it. */
    notPublished: 'broker MQTT tidak tersedia',
    /** A timed-out command's detail when the device answers it after all. */
    lateAnswer: (state: string) => `jawaban terlambat: ${state}`,
    pickAccount: 'Pilih akun',
    pickHint: 'Pilih akun depot untuk melihat sensor dan aktuator kebunnya.',
    loading: 'Memuat Smart Farming...',
    reportedAt: (at: string) => `Dilaporkan perangkat ${at}`,
    noAccounts: 'Tidak ada akun terdaftar.',
    sensors: 'Sensor Terkini',
    actuators: 'Kontrol Aktuator',
    log: 'Riwayat Perintah',
    noData: 'Belum ada data',
    noCommands: 'Belum ada perintah.',
    results: {
      pending: 'menunggu',
      confirmed: 'dikonfirmasi',
      failed: 'gagal',
      timeout: 'tidak dijawab',
    },
  },
} as const;
