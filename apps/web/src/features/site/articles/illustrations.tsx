import type { ReactNode } from 'react';

/** Our own diagrams for the articles: plain inline SVG, labelled in Indonesian, no outside assets. */

const C = {
  dark: '#0b7285', // cyan.9, the brand colour
  mid: '#1098ad', // cyan.7
  water: '#99e9f2', // cyan.2
  light: '#e3fafc', // cyan.0
  accent: '#f08c00', // orange.7: what the reader should look at
  text: '#343a40',
  muted: '#868e96',
  grid: '#dee2e6',
  ok: '#2b8a3e',
};

function Svg({
  label,
  viewBox,
  children,
}: {
  label: string;
  viewBox: string;
  children: ReactNode;
}) {
  return (
    <svg viewBox={viewBox} role="img" aria-label={label} xmlns="http://www.w3.org/2000/svg">
      <title>{label}</title>
      {children}
    </svg>
  );
}

function Arrow({ id, color = C.dark }: { id: string; color?: string }) {
  return (
    <marker
      id={id}
      viewBox="0 0 10 10"
      refX="9"
      refY="5"
      markerWidth="7"
      markerHeight="7"
      orient="auto-start-reverse"
    >
      <path d="M0 0 L10 5 L0 10 z" fill={color} />
    </marker>
  );
}

/** Tank with the ultrasonic sensor, a quality probe, flow meters on taps A/B/C, and the data path. */
export function DepotSensorDiagram() {
  const taps = [
    { x: 360, name: 'A' },
    { x: 470, name: 'B' },
    { x: 580, name: 'C' },
  ];
  const dataLine = {
    stroke: C.mid,
    strokeWidth: 2,
    strokeDasharray: '5 5',
    fill: 'none',
  } as const;
  return (
    <Svg
      viewBox="0 0 640 385"
      label="Diagram sensor di depot: sensor ultrasonik di atas tangki, probe kualitas air di pipa, flow meter di keran A, B dan C; semuanya mengirim data lewat mikrokontroler ke server, lalu tampil di dasbor"
    >
      <defs>
        <Arrow id="iot-arrow" />
      </defs>

      {/* data lines first, so the devices sit on top of them */}
      <path d="M145 88 C 190 88, 200 65, 235 65" {...dataLine} />
      <path d="M265 250 L265 90" {...dataLine} />
      {taps.map((t, i) => (
        <path key={t.name} d={`M${t.x} 294 L${300 + i * 15} 90`} {...dataLine} />
      ))}

      {/* tank */}
      <rect
        x="30"
        y="100"
        width="170"
        height="200"
        rx="12"
        fill="#fff"
        stroke={C.dark}
        strokeWidth="3"
      />
      <path
        d="M33 172 Q 74 164 115 172 T 197 172 V 288 Q 197 297 188 297 H 42 Q 33 297 33 288 Z"
        fill={C.water}
      />
      <text x="115" y="236" textAnchor="middle" fontSize="28" fontWeight="700" fill={C.dark}>
        62 %
      </text>
      <text x="115" y="258" textAnchor="middle" fontSize="13" fill={C.text}>
        isi tangki
      </text>
      <text x="115" y="324" textAnchor="middle" fontSize="14" fontWeight="600" fill={C.text}>
        Tangki / tandon
      </text>

      {/* ultrasonic sensor and its sound waves */}
      <rect x="85" y="76" width="60" height="24" rx="4" fill={C.dark} />
      <text x="115" y="66" textAnchor="middle" fontSize="14" fontWeight="600" fill={C.text}>
        Sensor ultrasonik
      </text>
      {[0, 1, 2].map((i) => (
        <path
          key={i}
          d={`M${101 - i * 8} ${112 + i * 13} Q115 ${120 + i * 13} ${129 + i * 8} ${112 + i * 13}`}
          stroke={C.mid}
          strokeWidth="2"
          fill="none"
        />
      ))}

      {/* pipe, quality probe and taps with flow meters */}
      <rect x="200" y="275" width="412" height="10" fill={C.mid} />
      <rect x="257" y="250" width="16" height="25" rx="3" fill={C.accent} />
      <text x="265" y="310" textAnchor="middle" fontSize="12" fontWeight="600" fill={C.text}>
        Probe kualitas air
      </text>
      <text x="265" y="325" textAnchor="middle" fontSize="12" fill={C.text}>
        (pH, TDS, kekeruhan)
      </text>
      {taps.map((t) => (
        <g key={t.name}>
          <rect x={t.x - 4} y="285" width="8" height="10" fill={C.mid} />
          <circle cx={t.x} cy="306" r="12" fill="#fff" stroke={C.dark} strokeWidth="2.5" />
          <text x={t.x} y="310" textAnchor="middle" fontSize="10" fontWeight="700" fill={C.dark}>
            FM
          </text>
          <rect x={t.x - 4} y="318" width="8" height="10" fill={C.mid} />
          <rect x={t.x - 8} y="328" width="16" height="5" rx="2" fill={C.dark} />
          <text x={t.x} y="354" textAnchor="middle" fontSize="14" fontWeight="600" fill={C.text}>
            Keran {t.name}
          </text>
        </g>
      ))}
      <text x="612" y="378" textAnchor="end" fontSize="12" fill={C.muted}>
        FM = flow meter, menghitung setiap galon yang diisi
      </text>

      {/* microcontroller → server → dashboard */}
      <rect
        x="235"
        y="40"
        width="120"
        height="50"
        rx="8"
        fill={C.light}
        stroke={C.dark}
        strokeWidth="2"
      />
      <text x="295" y="62" textAnchor="middle" fontSize="13" fontWeight="700" fill={C.dark}>
        Mikrokontroler
      </text>
      <text x="295" y="79" textAnchor="middle" fontSize="12" fill={C.text}>
        mengirim data
      </text>
      <line
        x1="355"
        y1="65"
        x2="383"
        y2="65"
        stroke={C.dark}
        strokeWidth="2"
        markerEnd="url(#iot-arrow)"
      />
      <rect x="385" y="40" width="110" height="50" rx="8" fill={C.dark} />
      <text x="440" y="62" textAnchor="middle" fontSize="14" fontWeight="700" fill="#fff">
        Server
      </text>
      <text x="440" y="79" textAnchor="middle" fontSize="12" fill="#fff">
        Depot Pintar
      </text>
      <line
        x1="495"
        y1="65"
        x2="523"
        y2="65"
        stroke={C.dark}
        strokeWidth="2"
        markerEnd="url(#iot-arrow)"
      />
      <rect
        x="525"
        y="40"
        width="105"
        height="50"
        rx="8"
        fill="#fff"
        stroke={C.dark}
        strokeWidth="2"
      />
      <text x="577" y="62" textAnchor="middle" fontSize="14" fontWeight="700" fill={C.dark}>
        Dasbor
      </text>
      <text x="577" y="79" textAnchor="middle" fontSize="12" fill={C.text}>
        &amp; notifikasi
      </text>
    </Svg>
  );
}

/** A bar chart's title, its value lines from 0 to 20 (up from `base`) and its axis name. */
function ChartAxes({
  x0,
  base,
  unit,
  title,
  axis,
}: {
  x0: number;
  base: number;
  /** Pixels per unit of value. */
  unit: number;
  title: string;
  axis: string;
}) {
  return (
    <>
      <text x={x0} y="26" fontSize="15" fontWeight="700" fill={C.text}>
        {title}
      </text>
      {[0, 5, 10, 15, 20].map((v) => (
        <g key={v}>
          <line x1={x0} x2="620" y1={base - v * unit} y2={base - v * unit} stroke={C.grid} />
          <text x={x0 - 8} y={base - v * unit + 4} textAnchor="end" fontSize="12" fill={C.muted}>
            {v}
          </text>
        </g>
      ))}
      <text
        x="18"
        y="160"
        fontSize="13"
        fill={C.muted}
        textAnchor="middle"
        transform="rotate(-90 18 160)"
      >
        {axis}
      </text>
    </>
  );
}

/** An example day: gallons sold per hour, with the morning and afternoon peaks in orange. */
const HOURLY_EXAMPLE = [9, 15, 12, 6, 5, 4, 5, 4, 5, 7, 11, 14, 10, 6, 4, 3];

export function HourlyGallonsChart() {
  const first = 6;
  const x0 = 60;
  const slot = 35;
  const base = 270;
  const unit = 11; // px per gallon, 20 gallons = 220 px
  const peak = (hour: number) => (hour >= 6 && hour < 9) || (hour >= 16 && hour < 19);
  return (
    <Svg
      viewBox="0 0 640 330"
      label="Contoh grafik batang galon terjual per jam dari pukul 06.00 sampai 21.00: ramai pukul 06.00–09.00 dan 16.00–19.00, sepi di siang hari"
    >
      <ChartAxes
        x0={x0}
        base={base}
        unit={unit}
        title="Contoh: galon terjual per jam dalam sehari"
        axis="galon"
      />
      <rect x="440" y="14" width="14" height="14" rx="2" fill={C.accent} />
      <text x="460" y="26" fontSize="13" fill={C.text}>
        jam ramai
      </text>
      <rect x="534" y="14" width="14" height="14" rx="2" fill={C.mid} />
      <text x="554" y="26" fontSize="13" fill={C.text}>
        jam biasa
      </text>
      {HOURLY_EXAMPLE.map((g, i) => {
        const hour = first + i;
        const x = x0 + i * slot + 6;
        return (
          <g key={hour}>
            <rect
              x={x}
              y={base - g * unit}
              width="23"
              height={g * unit}
              rx="3"
              fill={peak(hour) ? C.accent : C.mid}
            />
            <text
              x={x + 11.5}
              y={base - g * unit - 6}
              textAnchor="middle"
              fontSize="11"
              fill={C.text}
            >
              {g}
            </text>
            <text x={x + 11.5} y={base + 18} textAnchor="middle" fontSize="12" fill={C.text}>
              {String(hour).padStart(2, '0')}
            </text>
          </g>
        );
      })}
      <text x="340" y="318" textAnchor="middle" fontSize="13" fill={C.muted}>
        jam (pukul)
      </text>
    </Svg>
  );
}

/** An example week: gallons counted at the taps minus gallons rung up, with one odd day. */
const GAP_EXAMPLE = [
  { day: 'Sen', gap: 3 },
  { day: 'Sel', gap: 2 },
  { day: 'Rab', gap: 4 },
  { day: 'Kam', gap: 3 },
  { day: 'Jum', gap: 18 },
  { day: 'Sab', gap: 4 },
  { day: 'Min', gap: 3 },
];

export function TapVsCashierChart() {
  const x0 = 60;
  const slot = 80;
  const base = 260;
  const unit = 10; // px per gallon, 20 gallons = 200 px
  const limit = 6;
  return (
    <Svg
      viewBox="0 0 640 320"
      label="Contoh grafik selisih galon keran dikurangi galon kasir selama seminggu: dua sampai empat galon per hari, kecuali hari Jumat 18 galon, jauh di atas batas wajar 6 galon"
    >
      <ChartAxes
        x0={x0}
        base={base}
        unit={unit}
        title="Contoh: selisih galon keran − galon kasir per hari"
        axis="selisih (galon)"
      />
      {GAP_EXAMPLE.map(({ day, gap }, i) => {
        const x = x0 + i * slot + 20;
        const odd = gap > limit;
        return (
          <g key={day}>
            <rect
              x={x}
              y={base - gap * unit}
              width="40"
              height={gap * unit}
              rx="3"
              fill={odd ? C.accent : C.mid}
            />
            <text
              x={x + 20}
              y={base - gap * unit - 6}
              textAnchor="middle"
              fontSize="13"
              fontWeight="600"
              fill={C.text}
            >
              {gap}
            </text>
            <text x={x + 20} y={base + 20} textAnchor="middle" fontSize="13" fill={C.text}>
              {day}
            </text>
          </g>
        );
      })}
      <line
        x1={x0}
        x2="620"
        y1={base - limit * unit}
        y2={base - limit * unit}
        stroke={C.ok}
        strokeWidth="2"
        strokeDasharray="6 4"
      />
      <text
        x="616"
        y={base - limit * unit - 6}
        textAnchor="end"
        fontSize="12"
        fill={C.ok}
        fontWeight="600"
      >
        batas wajar: 6 galon
      </text>
      <text x={x0 + 4 * slot + 72} y="84" fontSize="13" fontWeight="700" fill={C.accent}>
        perlu ditanyakan
      </text>
      <text x="340" y="306" textAnchor="middle" fontSize="12" fill={C.muted}>
        Selisih kecil yang stabil itu wajar (galon bilas, pemakaian sendiri).
      </text>
    </Svg>
  );
}

function KeyIcon({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`} fill="none" stroke={C.accent} strokeWidth="3">
      <circle cx="8" cy="8" r="7" />
      <path d="M15 8 H34 M28 8 V15 M33 8 V13" strokeLinecap="round" />
    </g>
  );
}

function LockIcon({ x, y, color = '#fff' }: { x: number; y: number; color?: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M5 12 V8 a9 9 0 0 1 18 0 V12" fill="none" stroke={color} strokeWidth="3" />
      <rect x="0" y="12" width="28" height="20" rx="3" fill={color} />
      <circle cx="14" cy="21" r="3" fill={C.dark} />
    </g>
  );
}

function Person({ x, y, label }: { x: number; y: number; label: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r="11" fill={C.mid} />
      <path d={`M${x - 18} ${y + 36} a18 18 0 0 1 36 0 Z`} fill={C.mid} />
      <text x={x} y={y + 56} textAnchor="middle" fontSize="13" fontWeight="600" fill={C.text}>
        {label}
      </text>
    </g>
  );
}

/** How the sensor's key and the user's login both end at the server, which checks each. */
export function SecurityFlowDiagram() {
  return (
    <Svg
      viewBox="0 0 640 330"
      label="Alur keamanan: sensor mengirim data dengan kunci perangkatnya sendiri, server hanya menyimpan sidik kunci (hash), pemilik dan karyawan masuk ke dasbor dengan akun masing-masing dan token login yang berlaku terbatas"
    >
      <defs>
        <Arrow id="sec-arrow" />
      </defs>

      {/* sensor */}
      <rect
        x="15"
        y="55"
        width="160"
        height="100"
        rx="10"
        fill="#fff"
        stroke={C.dark}
        strokeWidth="2"
      />
      <text x="95" y="80" textAnchor="middle" fontSize="14" fontWeight="700" fill={C.dark}>
        Sensor di depot
      </text>
      <KeyIcon x={74} y={93} />
      <text x="95" y="138" textAnchor="middle" fontSize="12" fill={C.text}>
        ID + kunci perangkat
      </text>

      {/* server */}
      <rect x="240" y="45" width="160" height="120" rx="10" fill={C.dark} />
      <text x="320" y="72" textAnchor="middle" fontSize="15" fontWeight="700" fill="#fff">
        Server
      </text>
      <LockIcon x={306} y={82} />
      <text x="320" y="134" textAnchor="middle" fontSize="12" fill="#fff">
        mencocokkan sidik kunci
      </text>
      <text x="320" y="150" textAnchor="middle" fontSize="12" fill="#fff">
        dan token login
      </text>

      {/* dashboard */}
      <rect
        x="465"
        y="55"
        width="160"
        height="100"
        rx="10"
        fill="#fff"
        stroke={C.dark}
        strokeWidth="2"
      />
      <text x="545" y="80" textAnchor="middle" fontSize="14" fontWeight="700" fill={C.dark}>
        Dasbor
      </text>
      <text x="545" y="104" textAnchor="middle" fontSize="12" fill={C.text}>
        login dengan password,
      </text>
      <text x="545" y="120" textAnchor="middle" fontSize="12" fill={C.text}>
        lalu memakai token
      </text>
      <text x="545" y="136" textAnchor="middle" fontSize="12" fill={C.text}>
        yang berlaku terbatas
      </text>

      {/* arrows */}
      <line
        x1="175"
        y1="105"
        x2="237"
        y2="105"
        stroke={C.dark}
        strokeWidth="2.5"
        markerEnd="url(#sec-arrow)"
      />
      <text x="207" y="96" textAnchor="middle" fontSize="11" fill={C.text}>
        data
      </text>
      <line
        x1="465"
        y1="105"
        x2="403"
        y2="105"
        stroke={C.dark}
        strokeWidth="2.5"
        markerEnd="url(#sec-arrow)"
      />
      <text x="433" y="96" textAnchor="middle" fontSize="11" fill={C.text}>
        token
      </text>

      {/* notes under the boxes */}
      <text x="95" y="185" textAnchor="middle" fontSize="12" fontWeight="600" fill={C.text}>
        Satu sensor, satu kunci
      </text>
      <text x="95" y="201" textAnchor="middle" fontSize="12" fill={C.text}>
        ditampilkan sekali saja
      </text>
      <text x="320" y="192" textAnchor="middle" fontSize="12" fontWeight="600" fill={C.text}>
        Hanya hash yang disimpan
      </text>
      <text x="320" y="208" textAnchor="middle" fontSize="12" fill={C.text}>
        kunci salah → data ditolak
      </text>
      <text x="320" y="224" textAnchor="middle" fontSize="12" fill={C.text}>
        depot lain → akses ditolak
      </text>

      {/* people */}
      <line x1="515" y1="155" x2="515" y2="222" stroke={C.mid} strokeWidth="2" />
      <line x1="590" y1="155" x2="590" y2="222" stroke={C.mid} strokeWidth="2" />
      <Person x={515} y={236} label="Pemilik" />
      <Person x={590} y={236} label="Karyawan" />
      <text x="552" y="318" textAnchor="middle" fontSize="12" fill={C.muted}>
        masing-masing punya akun
      </text>
    </Svg>
  );
}

/** The daily routine, as a checklist to print and stick on the wall. */
const ROUTINE = [
  { when: 'Sebelum buka', what: 'Cek isi tangki dan notifikasi semalam', done: true },
  { when: 'Sebelum buka', what: 'Pastikan semua sensor online', done: true },
  { when: 'Sebelum 06.00', what: 'Tandon penuh untuk jam ramai pagi', done: true },
  { when: 'Siang', what: 'Cek pH, TDS, kekeruhan; atur rute kurir', done: false },
  { when: 'Sebelum 16.00', what: 'Isi ulang tandon untuk jam ramai sore', done: false },
  { when: 'Tutup', what: 'Cocokkan galon keran dengan kasir', done: false },
];

export function DailyChecklist() {
  const top = 92;
  const row = 50;
  return (
    <Svg
      viewBox="0 0 640 420"
      label="Daftar periksa harian depot: sebelum buka cek isi tangki, notifikasi dan sensor; tandon penuh sebelum jam ramai pagi; siang cek kualitas air dan rute kurir; isi ulang tandon sebelum jam ramai sore; saat tutup cocokkan galon keran dengan kasir"
    >
      <rect
        x="40"
        y="20"
        width="560"
        height="390"
        rx="14"
        fill="#fff"
        stroke={C.dark}
        strokeWidth="2.5"
      />
      <rect x="250" y="8" width="140" height="26" rx="6" fill={C.dark} />
      <text x="320" y="64" textAnchor="middle" fontSize="18" fontWeight="700" fill={C.dark}>
        Rutinitas harian depot
      </text>
      {ROUTINE.map((r, i) => {
        const y = top + i * row;
        return (
          <g key={r.what}>
            <line x1="60" x2="580" y1={y} y2={y} stroke={C.grid} />
            <rect
              x="70"
              y={y + 13}
              width="24"
              height="24"
              rx="5"
              fill={r.done ? C.ok : '#fff'}
              stroke={r.done ? C.ok : C.muted}
              strokeWidth="2"
            />
            {r.done && (
              <path
                d={`M76 ${y + 25} l5 5 l9 -10`}
                stroke="#fff"
                strokeWidth="3"
                fill="none"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            )}
            <text x="110" y={y + 30} fontSize="13" fontWeight="700" fill={C.dark}>
              {r.when}
            </text>
            <text x="225" y={y + 30} fontSize="14" fill={C.text}>
              {r.what}
            </text>
          </g>
        );
      })}
    </Svg>
  );
}
