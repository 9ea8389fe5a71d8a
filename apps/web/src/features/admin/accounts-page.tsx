import { ACCOUNT_LIST_LIMIT, messages, type AccountItem } from '@depot/contract';
import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { confirmAction } from '../../components/confirm';
import { FormModal } from '../../components/form-modal';
import { ListState } from '../../components/list-state';
import { PageHeader, ReloadButton } from '../../components/page-header';
import { notifyFailure } from '../../lib/notify-failure';
import { useSession } from '../../lib/use-session';
import { PasswordForm, UsernameForm } from './account-forms';
import { AccountList, type AccountAction } from './account-list';
import { useAccounts } from './api/accounts';
import {
  changePassword,
  changeUsername,
  setAccountDisabled,
  useChangeAccount,
} from './api/change-account';

type AccountChange<Body> = ReturnType<typeof useChangeAccount<Body>>;

/** Which form is open, for which account; null when none is. */
type Editing = { account: AccountItem; form: 'username' | 'password' } | null;

const matches = (a: AccountItem, query: string) =>
  [a.username, a.depot_name, a.address, a.employer?.username, a.employer?.depot_name].some((v) =>
    v?.toLowerCase().includes(query),
  );

export function AccountsPage() {
  const list = useAccounts();
  const rename = useChangeAccount(changeUsername);
  const password = useChangeAccount(changePassword);
  const toggle = useChangeAccount(setAccountDisabled);
  const { username: me } = useSession();
  const [editing, setEditing] = useState<Editing>(null);
  const [search, setSearch] = useState('');

  const saving = rename.isPending || password.isPending;
  const done = (r: { message: string }) => {
    notifications.show({ color: 'green', message: r.message });
    setEditing(null);
  };

  const confirmToggle = (a: AccountItem) =>
    confirmAction({
      title: a.disabled ? 'Aktifkan akun' : 'Nonaktifkan akun',
      text: a.disabled
        ? messages.accounts.confirmEnable(a.username)
        : messages.accounts.confirmDisable(a.username),
      confirm: a.disabled ? 'Ya, aktifkan' : 'Ya, nonaktifkan',
      color: a.disabled ? 'green' : 'red',
      onConfirm: () =>
        toggle.mutate(
          { id: a.id, body: { disabled: !a.disabled } },
          {
            onSuccess: (r) => notifications.show({ color: 'green', message: r.message }),
            onError: (e) => notifyFailure(e, messages.accounts.statusFailed),
          },
        ),
    });

  const formProps = (a: AccountItem) => ({
    username: a.username,
    own: a.username === me,
    saving,
    onCancel: () => setEditing(null),
  });
  const send =
    <Body,>(a: AccountItem, change: AccountChange<Body>, failed: string) =>
    (body: Body) =>
      change.mutate(
        { id: a.id, body },
        { onSuccess: done, onError: (e) => notifyFailure(e, failed) },
      );

  const onAction = (account: AccountItem, action: AccountAction) =>
    action === 'toggle' ? confirmToggle(account) : setEditing({ account, form: action });

  const query = search.trim().toLowerCase();
  const shown = list.data?.filter((a) => !query || matches(a, query)) ?? [];
  const account = editing?.account;

  return (
    <Stack maw={1200}>
      <PageHeader
        title="Manajemen Akun"
        intro="Pemilik depot, karyawannya, dan Super Admin. Data depot tetap tersimpan saat username diubah atau akun dinonaktifkan."
        action={<ReloadButton query={list} />}
      />
      <ListState
        query={list}
        loading="Memuat akun"
        failed={messages.accounts.listFailed}
        empty={messages.accounts.empty}
      >
        {(accounts) => (
          <>
            <TextInput
              label="Cari akun"
              placeholder="Username, nama depot atau alamat"
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              maw={420}
            />
            {shown.length === 0 ? (
              <Alert color="gray" variant="light">
                {messages.accounts.noMatch}
              </Alert>
            ) : (
              <AccountList accounts={shown} me={me} busy={toggle.isPending} onAction={onAction} />
            )}
            <Text size="xs" c="dimmed">
              {accounts.length >= ACCOUNT_LIST_LIMIT
                ? `Menampilkan ${ACCOUNT_LIST_LIMIT} akun pertama; gunakan Kelola Data Master untuk akun lainnya.`
                : `${shown.length} dari ${accounts.length} akun`}
            </Text>
          </>
        )}
      </ListState>
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        saving={saving}
        title={
          account &&
          `${editing.form === 'username' ? 'Ubah Username' : 'Ubah Password'} — ${account.username}`
        }
      >
        {account && editing.form === 'username' && (
          <UsernameForm
            {...formProps(account)}
            onSubmit={send(account, rename, messages.accounts.usernameFailed)}
          />
        )}
        {account && editing.form === 'password' && (
          <PasswordForm
            {...formProps(account)}
            onSubmit={send(account, password, messages.accounts.passwordFailed)}
          />
        )}
      </FormModal>
    </Stack>
  );
}
