import { z } from 'zod';
import { FLOOR_COLUMNS, FLOOR_ROWS } from '../floor';
import { TABLE_MESSAGES } from '../messages/tables';
import { sectionSchema } from './reservation';

const M = TABLE_MESSAGES;

const capacity = z.coerce.number({ error: M.capacityInvalid }).int(M.capacityInvalid).min(1, M.capacityInvalid).max(20, M.capacityInvalid);

const tableFields = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(50, M.nameTooLong),
  tableNumber: z.coerce.number({ error: M.numberInvalid }).int(M.numberInvalid).min(1, M.numberInvalid).max(999, M.numberInvalid),
  minCapacity: capacity.default(1),
  maxCapacity: capacity.default(8),
  section: sectionSchema.default('Salón'),
  positionX: z.coerce
    .number({ error: M.positionInvalid })
    .int(M.positionInvalid)
    .min(0, M.positionInvalid)
    .max(FLOOR_COLUMNS - 1, M.positionInvalid),
  positionY: z.coerce
    .number({ error: M.positionInvalid })
    .int(M.positionInvalid)
    .min(0, M.positionInvalid)
    .max(FLOOR_ROWS - 1, M.positionInvalid),
  isAvailable: z.boolean().default(true),
});

const capacityInOrder = (value: { minCapacity?: number; maxCapacity?: number }) => value.minCapacity === undefined || value.maxCapacity === undefined || value.minCapacity <= value.maxCapacity;

export const newTableSchema = tableFields
  .extend({ positionX: tableFields.shape.positionX.optional(), positionY: tableFields.shape.positionY.optional() })
  .refine(capacityInOrder, { message: M.capacityOrder, path: ['minCapacity'] });

/** Partial: a drag on the floor plan sends only positionX, positionY and section. */
export const tableUpdateSchema = z
  .object({
    name: tableFields.shape.name,
    tableNumber: tableFields.shape.tableNumber,
    minCapacity: capacity,
    maxCapacity: capacity,
    section: sectionSchema,
    positionX: tableFields.shape.positionX,
    positionY: tableFields.shape.positionY,
    isAvailable: z.boolean(),
  })
  .partial();

export type NewTable = z.infer<typeof newTableSchema>;
export type TableUpdate = z.infer<typeof tableUpdateSchema>;
