import {
  createEmployeeBody,
  employee,
  depotItemParams,
  employeeResult,
  updateEmployeeBody,
  usernameParams,
  z,
} from '@depot/contract';
import { requireAccount } from '../auth';
import { createEmployee, listEmployees, removeEmployee, updateEmployee } from './employees.service';
import { defineRoutes } from '../../lib/route-docs';

/** The owner's staff: the depot's owner or a super admin only (access 'owner'). */
export default defineRoutes(['employees'], [400, 401, 403, 404], (app, docs) => {
  app.get(
    '/api/employees/:username',
    docs('owner', "The depot's employee accounts", {
      params: usernameParams,
      ok: z.array(employee),
    }),
    (request) => listEmployees(app.db, request.params.username),
  );

  app.post(
    '/api/employees/:username',
    docs('owner', 'Add an employee account (username unique across the platform)', {
      params: usernameParams,
      body: createEmployeeBody,
      ok: employeeResult,
      also: [409],
    }),
    (request) =>
      createEmployee(app.db, requireAccount(request), request.params.username, request.body),
  );

  app.put(
    '/api/employees/:username/:id',
    docs(
      'owner',
      'Rename, set the password of, or switch off/on an employee; ends their sessions',
      { params: depotItemParams, body: updateEmployeeBody, ok: employeeResult },
    ),
    (request) => updateEmployee(app.db, requireAccount(request), request.params, request.body),
  );

  app.delete(
    '/api/employees/:username/:id',
    docs('owner', 'Remove an employee account; their sales stay', {
      params: depotItemParams,
      ok: employeeResult,
    }),
    (request) => removeEmployee(app.db, requireAccount(request), request.params),
  );
});
