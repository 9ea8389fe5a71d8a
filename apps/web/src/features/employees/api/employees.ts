import {
  messages,
  type CreateEmployeeBody,
  type Employee,
  type EmployeeResult,
  type UpdateEmployeeBody,
} from '@depot/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { employeeKeys } from './keys';

const path = (username: string, id?: number) =>
  `/employees/${encodeURIComponent(username)}${id === undefined ? '' : `/${id}`}`;

export const employeesQuery = (username: string) =>
  queryOptions({
    queryKey: employeeKeys.list(username),
    queryFn: () =>
      apiFetch<Employee[]>(path(username), { fallbackMessage: messages.employees.loadFailed }),
  });

export const useEmployees = (username: string) => useQuery(employeesQuery(username));

type Change =
  | { kind: 'create'; body: CreateEmployeeBody }
  | { kind: 'update'; id: number; body: UpdateEmployeeBody }
  | { kind: 'remove'; id: number };

function send(username: string, change: Change) {
  const fallbackMessage = messages.employees.saveFailed;
  if (change.kind === 'create') {
    return apiFetch<EmployeeResult>(path(username), {
      method: 'POST',
      body: change.body,
      fallbackMessage,
    });
  }
  if (change.kind === 'update') {
    return apiFetch<EmployeeResult>(path(username, change.id), {
      method: 'PUT',
      body: change.body,
      fallbackMessage,
    });
  }
  return apiFetch<EmployeeResult>(path(username, change.id), { method: 'DELETE', fallbackMessage });
}

/** One change to the depot's employees; either way the list is fetched again. */
export function useChangeEmployee(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => send(username, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeesQuery(username).queryKey }),
  });
}
