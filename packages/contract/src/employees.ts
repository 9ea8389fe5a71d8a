import { z } from './zod';
import { messages } from './messages';
import { MIN_PASSWORD_LENGTH, plainText, USERNAME_PATTERN, withConfirmation } from './common';

/** An employee's account as the owner sees it: never a password or a hash. */
export const employee = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  disabled: z.boolean(),
  created_at: z.string(),
});
export type Employee = z.infer<typeof employee>;

const password = plainText(200, { trim: false }).refine(
  (p) => p.length >= MIN_PASSWORD_LENGTH,
  messages.employees.passwordLength,
);
const name = plainText(100).refine((n) => n !== '', messages.employees.nameRequired);

/** `POST /api/employees/{username}`. */
export const createEmployeeBody = z.strictObject({
  username: plainText(64).refine((u) => USERNAME_PATTERN.test(u), messages.register.usernameFormat),
  password,
  name,
});
export type CreateEmployeeBody = z.infer<typeof createEmployeeBody>;

/** `PUT /api/employees/{username}/{id}`: any of the three; at least one. */
export const updateEmployeeBody = z
  .strictObject({
    name: name.optional(),
    password: password.optional(),
    disabled: z.boolean().optional(),
  })
  .refine((b) => b.name !== undefined || b.password !== undefined || b.disabled !== undefined, {
    message: messages.employees.nothingToChange,
  });
export type UpdateEmployeeBody = z.infer<typeof updateEmployeeBody>;

export const employeeResult = z.object({ message: z.string(), employee: employee.optional() });
export type EmployeeResult = z.infer<typeof employeeResult>;

/** The add form: the password twice; the confirmation is not sent. */
export const createEmployeeForm = withConfirmation(createEmployeeBody.shape, 'password');
export type CreateEmployeeForm = z.infer<typeof createEmployeeForm>;

/** The rename form. */
export const employeeNameForm = z.strictObject({ name });

/** The reset-password form. */
export const employeePasswordForm = withConfirmation({ password }, 'password');
export type EmployeePasswordForm = z.infer<typeof employeePasswordForm>;
