import { messages } from '@depot/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { saveFile } from '../../../lib/save-file';

export type CsvSeparator = ';' | ',';

interface CsvRequest {
  month: string;
  separator: CsvSeparator;
}

/** The month's CSV from the server, saved as `absensi-{depot}-{month}.csv`. */
export const useAttendanceCsv = (username: string) =>
  useMutation({
    mutationFn: async ({ month, separator }: CsvRequest) => {
      const query = new URLSearchParams({ month, separator });
      const csv = await apiFetch<string>(
        `/attendance/${encodeURIComponent(username)}/csv?${query.toString()}`,
        { text: true, fallbackMessage: messages.attendance.csvFailed },
      );
      saveFile(csv, `absensi-${username}-${month}.csv`);
    },
  });
