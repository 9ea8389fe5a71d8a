import { messages } from '@depot/contract';
import { Alert, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { useFarmAccounts } from './api/farm-accounts';
import { FarmingScreen } from './farming-screen';

/** /admin/smart-farming: any depot owner's farm, picked from the accounts list (spec §2). */
export function AdminFarmingPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [picked, setPicked] = useState<string | null>(null);
  const [pickedLabel, setPickedLabel] = useState('');
  // Once an account is picked the box shows its label: that is no search.
  const accounts = useFarmAccounts(debounced === pickedLabel ? '' : debounced);
  const data = useMemo(() => {
    const options = (accounts.data ?? []).map((a) => ({
      value: a.username,
      label: a.depotName ? `${a.username} – ${a.depotName}` : a.username,
    }));
    // The picked account stays a choice while a search leaves it out.
    if (picked && !options.some((o) => o.value === picked))
      options.unshift({ value: picked, label: picked });
    return options;
  }, [accounts.data, picked]);

  return (
    <Stack>
      <Title order={2} size="h3">
        {messages.farming.title}
      </Title>
      <Select
        label={messages.farming.pickAccount}
        placeholder="Cari username atau nama depot"
        data={data}
        value={picked}
        onChange={(value, option) => {
          setPicked(value);
          setPickedLabel(option?.label ?? '');
        }}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        // The server searched already (beyond the first hundred accounts too).
        filter={({ options }) => options}
        nothingFoundMessage={messages.farming.noAccounts}
        maw={420}
      />
      {accounts.isError && (
        <Alert color="red" role="alert">
          {errorMessage(accounts.error, messages.tables.listFailed('accounts'))}
        </Alert>
      )}
      {picked ? (
        <FarmingScreen key={picked} username={picked} />
      ) : (
        <Text c="dimmed">{messages.farming.pickHint}</Text>
      )}
    </Stack>
  );
}
