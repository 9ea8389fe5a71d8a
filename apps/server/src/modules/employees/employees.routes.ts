import {
  createEmployeeBody,
  employee,
  employeeParams,
  employeeResult,
  updateEmployeeBody,
  usernameParams,
  z,
} from '@depot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../auth';
import { createEmployee, listEmployees, removeEmployee, updateEmployee } from './employees.service';
import { withErrors } from '../../lib/route-errors';

const errors = [400, 401, 403, 404] as const;

/** The owner's staff: the depot's owner or a super admin only (access 'owner'). */
const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/employees/:username',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['employees'],
        summary: "The depot's employee accounts",
        params: usernameParams,
        response: withErrors({ 200: z.array(employee) }, ...errors),
      },
    },
    (request) => listEmployees(app.db, request.params.username),
  );

  app.post(
    '/api/employees/:username',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['employees'],
        summary: 'Add an employee account (username unique across the platform)',
        params: usernameParams,
        body: createEmployeeBody,
        response: withErrors({ 200: employeeResult }, ...errors, 409),
      },
    },
    (request) =>
      createEmployee(app.db, requireAccount(request), request.params.username, request.body),
  );

  app.put(
    '/api/employees/:username/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['employees'],
        summary: 'Rename, set the password of, or switch off/on an employee; ends their sessions',
        params: employeeParams,
        body: updateEmployeeBody,
        response: withErrors({ 200: employeeResult }, ...errors),
      },
    },
    (request) =>
      updateEmployee(
        app.db,
        requireAccount(request),
        request.params.username,
        request.params.id,
        request.body,
      ),
  );

  app.delete(
    '/api/employees/:username/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['employees'],
        summary: 'Remove an employee account; their sales stay',
        params: employeeParams,
        response: withErrors({ 200: employeeResult }, ...errors),
      },
    },
    (request) =>
      removeEmployee(app.db, requireAccount(request), request.params.username, request.params.id),
  );
};

export default employeeRoutes;
