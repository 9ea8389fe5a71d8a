import { formatPhone, formatRupiah, type Customer } from '@depot/contract';
import { Button, Combobox, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useCustomerSearch } from './api/customers';
import { CustomerCard } from './customer-card';
import { NewCustomerForm } from './new-customer-form';

/** Typed text that looks like a phone number fills the new customer's number, else the name. */
const looksLikePhone = (text: string) => /^[+\d][\d\s().-]*$/.test(text);

/**
 * The sale's customer: suggestions as the cashier types a name or number, or 'Pelanggan baru'
 * made on the spot. Needed for Diantar and for Utang.
 */
export function CustomerPicker({
  username,
  value,
  onChange,
}: {
  username: string;
  value: Customer | null;
  onChange: (customer: Customer | null) => void;
}) {
  const [text, setText] = useState('');
  const [creating, setCreating] = useState(false);
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const search = useCustomerSearch(username, debounced);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  if (value) return <CustomerCard customer={value} onClear={() => onChange(null)} />;

  const found = debounced ? (search.data ?? []) : [];
  const choose = (customer: Customer) => {
    onChange(customer);
    setText('');
    setCreating(false);
    combobox.closeDropdown();
  };

  return (
    <Stack gap="xs">
      <Combobox
        store={combobox}
        withinPortal={false}
        onOptionSubmit={(id) => {
          const customer = found.find((c) => String(c.id) === id);
          if (customer) choose(customer);
        }}
      >
        <Combobox.Target>
          <TextInput
            label="Pelanggan"
            placeholder="Ketik nama atau nomor WhatsApp"
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              combobox.openDropdown();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            rightSection={search.isFetching ? <Loader size="xs" /> : null}
            maxLength={60}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={found.length === 0}>
          <Combobox.Options>
            {found.map((c) => (
              <Combobox.Option value={String(c.id)} key={c.id}>
                <Text size="sm" fw={600}>
                  {c.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatPhone(c.phone)}
                  {c.balance > 0 && ` · utang ${formatRupiah(c.balance)}`}
                </Text>
              </Combobox.Option>
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {debounced && search.isSuccess && found.length === 0 && (
        <Text size="sm" c="dimmed">
          Belum ada pelanggan dengan nama atau nomor ini.
        </Text>
      )}
      {creating ? (
        <NewCustomerForm
          username={username}
          typed={text.trim()}
          phoneTyped={looksLikePhone(text.trim())}
          onSaved={choose}
          onCancel={() => setCreating(false)}
        />
      ) : (
        <Button variant="light" onClick={() => setCreating(true)}>
          Pelanggan baru
        </Button>
      )}
    </Stack>
  );
}
