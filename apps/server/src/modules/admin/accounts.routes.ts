import {
  accountList,
  changePasswordBody,
  changeUsernameBody,
  idParams,
  messageResponse,
  setAccountDisabledBody,
} from '@depot/contract';
import { requireAccount } from '../auth';
import {
  changeAccountPassword,
  listAccounts,
  renameAccount,
  setAccountDisabled,
} from './accounts.service';
import { defineRoutes } from '../../lib/route-docs';

/** Account management (super admin): list, rename, new password, switch off and on. */
export default defineRoutes(['admin'], [400, 401, 403, 404], (app, docs) => {
  /** A change to one account (`{id}` in the path), answered with a message. */
  const change = <Body>(summary: string, body: Body) =>
    docs('superAdmin', summary, { params: idParams, body, ok: messageResponse, also: [409] });

  app.get(
    '/api/superadmin/accounts',
    docs(
      'superAdmin',
      'Every account (owners, their employees, super admins) with role and state',
      { ok: accountList, errors: [401, 403] },
    ),
    () => listAccounts(app.db),
  );

  app.put(
    '/api/superadmin/tables/accounts/change-username/:id',
    change("Rename an account; the depot's data stays with it, its tokens end", changeUsernameBody),
    (request) =>
      renameAccount(app.db, requireAccount(request), request.params.id, request.body.newUsername),
  );

  app.put(
    '/api/superadmin/tables/accounts/change-password/:id',
    change("Set an account's password; its tokens end", changePasswordBody),
    (request) =>
      changeAccountPassword(
        app.db,
        requireAccount(request),
        request.params.id,
        request.body.newPassword,
      ),
  );

  app.put(
    '/api/superadmin/accounts/:id/disabled',
    change(
      'Switch an account off (login refused, tokens end, data kept) or on again',
      setAccountDisabledBody,
    ),
    (request) =>
      setAccountDisabled(app.db, requireAccount(request), request.params.id, request.body.disabled),
  );
});
