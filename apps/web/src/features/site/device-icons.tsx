/** Simple drawings of the devices a depot gets, our own, inline so they cost no request. */
const frame = (label: string, body: React.ReactNode) => (
  <svg viewBox="0 0 80 80" width="72" height="72" role="img" aria-label={label}>
    <rect x="2" y="2" width="76" height="76" rx="16" fill="#e3fafc" />
    {body}
  </svg>
);

export const DEVICES = [
  {
    name: 'Sensor ultrasonik',
    text: 'Dipasang di atas tandon, mengukur tinggi air untuk menghitung stok.',
    icon: frame(
      'Sensor ultrasonik',
      <>
        <rect x="22" y="20" width="36" height="14" rx="4" fill="#0b7285" />
        <circle cx="32" cy="27" r="4" fill="#e3fafc" />
        <circle cx="48" cy="27" r="4" fill="#e3fafc" />
        <path d="M28 44q12 8 24 0M24 54q16 10 32 0" stroke="#1098ad" strokeWidth="3" fill="none" />
      </>,
    ),
  },
  {
    name: 'Flow meter keran',
    text: 'Di tiap keran A, B dan C, menghitung setiap galon yang diisi.',
    icon: frame(
      'Flow meter',
      <>
        <rect x="14" y="34" width="52" height="12" rx="6" fill="#0b7285" />
        <circle cx="40" cy="40" r="12" fill="#1098ad" />
        <path d="M40 32v8l6 4" stroke="#e3fafc" strokeWidth="3" fill="none" />
      </>,
    ),
  },
  {
    name: 'Sensor kualitas air',
    text: 'pH, TDS, suhu, salinitas dan kekeruhan, dibandingkan dengan batas air minum.',
    icon: frame(
      'Sensor kualitas air',
      <>
        <path d="M40 14c-9 14-16 22-16 32a16 16 0 0 0 32 0c0-10-7-18-16-32z" fill="#1098ad" />
        <text x="40" y="52" textAnchor="middle" fontSize="14" fontWeight="700" fill="#e3fafc">
          pH
        </text>
      </>,
    ),
  },
  {
    name: 'Mikrokontroler',
    text: 'Mengumpulkan data sensor dan mengirimkannya ke server lewat LAN atau Wi-Fi.',
    icon: frame(
      'Mikrokontroler',
      <>
        <rect x="22" y="22" width="36" height="36" rx="4" fill="#0b7285" />
        {[28, 36, 44, 52].map((p) => (
          <g key={p} stroke="#1098ad" strokeWidth="3">
            <path d={`M${p} 14v8M${p} 58v8M14 ${p}h8M58 ${p}h8`} />
          </g>
        ))}
      </>,
    ),
  },
  {
    name: 'GPS motor kurir',
    text: 'Posisi dan rute kurir pengantar galon, dengan batas area.',
    icon: frame(
      'GPS',
      <>
        <path
          d="M40 16a14 14 0 0 1 14 14c0 11-14 28-14 28S26 41 26 30a14 14 0 0 1 14-14z"
          fill="#e8590c"
        />
        <circle cx="40" cy="30" r="5" fill="#e3fafc" />
      </>,
    ),
  },
  {
    name: 'CCTV',
    text: 'Pantau area produksi, penyimpanan dan parkir dari dasbor.',
    icon: frame(
      'CCTV',
      <>
        <rect
          x="18"
          y="28"
          width="36"
          height="18"
          rx="4"
          fill="#0b7285"
          transform="rotate(-10 36 37)"
        />
        <circle cx="24" cy="38" r="4" fill="#e3fafc" />
        <path d="M50 44l6 14h-12" stroke="#1098ad" strokeWidth="4" fill="none" />
      </>,
    ),
  },
];
