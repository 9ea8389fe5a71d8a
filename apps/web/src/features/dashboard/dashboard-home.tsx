import { jakartaMonth } from '@depot/contract';
import { SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useDeferredValue, useRef, useState } from 'react';
import { useSession } from '../../lib/use-session';
import { dailyReportQuery } from './api/reports';
import { tanksQuery } from './api/tanks';
import { useDepotToday } from './api/today';
import { HomeCards, HomeCardsSkeleton, HomeCardsState } from './home-cards';
import { QualityBanner } from './quality-banner';
import classes from './dashboard.module.css';
import { DailyReport } from './daily-report';
import { MonthlyReport } from './monthly-report';
import { WeeklyReport } from './weekly-report';

type View = 'daily' | 'weekly' | 'monthly';
const FADE_MS = 200;

export function DashboardHome() {
  const session = useSession();
  const username = session.username ?? '';
  const today = useDepotToday(username);
  // The report's calls start with today's, not after it: the report waits for the cards below.
  usePrefetchQuery(dailyReportQuery(username, jakartaMonth()));
  usePrefetchQuery(tanksQuery(username));
  // What lies below the cards is drawn in a second render that yields to the browser every few
  // milliseconds, instead of in the one task that draws the figures as they arrive.
  const showReport = useDeferredValue(!today.isPending, false);
  const [view, setView] = useState<View>('daily');
  const [shown, setShown] = useState<View>('daily');
  const timer = useRef<number | undefined>(undefined);

  // The report fades out, changes, and fades back in.
  const choose = (next: View) => {
    setView(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setShown(next), FADE_MS);
  };

  return (
    <Stack maw={1200}>
      <div>
        <Title order={2} size="h3">
          Selamat datang, {session.displayName ?? username}!
        </Title>
        {today.data?.depot_name ? (
          <Text fw={600} data-testid="depot-name">
            {today.data.depot_name}
          </Text>
        ) : (
          // The name's line is kept while it loads, so the page below it does not move.
          <Skeleton height={25} width={160} radius="sm" visible={today.isPending} />
        )}
        <Text c="dimmed" size="sm" visibleFrom="sm">
          Gunakan menu di samping untuk membuka fitur depot Anda.
        </Text>
        <Text c="dimmed" size="sm" hiddenFrom="sm">
          Ketuk kartu untuk melihat rinciannya; fitur lain ada di menu ☰ kiri atas.
        </Text>
      </div>
      {/* Until today's figures arrive nothing is drawn below the cards' place: the red banner can
          then come in above them without pushing a drawn report down the screen. */}
      {today.isPending ? (
        <HomeCardsSkeleton />
      ) : (
        <>
          <QualityBanner quality={today.data?.quality ?? null} />
          {today.data ? (
            <HomeCards today={today.data} isEmployee={session.isEmployee} />
          ) : (
            <HomeCardsState />
          )}
          {showReport && (
            <>
              <SegmentedControl
                value={view}
                onChange={(v) => choose(v as View)}
                data={[
                  { value: 'daily', label: 'Harian' },
                  { value: 'weekly', label: 'Mingguan' },
                  { value: 'monthly', label: 'Bulanan' },
                ]}
                maw={420}
              />
              <div
                id="laporan"
                className={`${classes.fade} ${view !== shown ? classes.hidden : ''}`}
              >
                {shown === 'daily' && <DailyReport username={username} />}
                {shown === 'weekly' && <WeeklyReport username={username} />}
                {shown === 'monthly' && <MonthlyReport username={username} />}
              </div>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
