import { jakartaMonth, messages } from '@depot/contract';
import { Grid, Stack } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { useSession } from '../../lib/use-session';
import { useAttendancePeople } from './api/attendance-month';
import { ClockPanel } from './clock-panel';
import { MonthSection } from './month-section';
import { PinCard } from './pin-card';
import { ShiftSection } from './shift-section';

/**
 * 'Absensi': an employee clocks in and out and sees their month; the owner sets the shifts,
 * shows the one-time PIN and reads (and exports) everyone's month.
 */
export function AttendancePage() {
  const { username, isEmployee } = useSession();
  const depot = username ?? '';
  const [month, setMonth] = useState(() => jakartaMonth());
  const people = useAttendancePeople(depot, month);
  const monthSection = (
    <MonthSection
      username={depot}
      month={month}
      onMonth={setMonth}
      query={people}
      canExport={!isEmployee}
    />
  );

  return (
    <Stack maw={1100}>
      <PageHeader
        title={messages.attendance.title}
        intro={isEmployee ? messages.attendance.employeeIntro : messages.attendance.intro}
      />
      {isEmployee ? (
        <>
          <ClockPanel username={depot} />
          {monthSection}
        </>
      ) : (
        <>
          <Grid>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <ShiftSection
                username={depot}
                people={(people.data ?? []).map((p) => ({ id: p.person_id, name: p.name }))}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <PinCard username={depot} />
            </Grid.Col>
          </Grid>
          {monthSection}
        </>
      )}
    </Stack>
  );
}
