/**
 * Menu administration inputs (sections, categories, subcategories, products) and the public menu's
 * parameters. The admin forms send loose values (numeric strings, JSON-encoded lists, empty prices),
 * so these schemas accept them and hand the server one clean representation.
 */
import { z } from 'zod';
import { ALLERGENS, readAllergen, type Allergen } from '../allergens';
import { MENU_MESSAGES } from '../messages/menu';
import { HTTP_MESSAGES } from '../messages/http';
import { SEARCH_MAX, SEARCH_MIN } from '../search-text';
import { optionalText, OWN_UPLOAD_PATH } from './common';

const M = MENU_MESSAGES;

export const SECTION_NAME_MAX = 100;
export const CATEGORY_NAME_MAX = 100;
export const SUBCATEGORY_NAME_MAX = 100;
export const PRODUCT_NAME_MAX = 150;
export const DESCRIPTION_MAX = 1000;
export const DISPLAY_ORDER_MAX = 999;
export const LIST_MAX_ENTRIES = 30;
export const LIST_ENTRY_MAX = 50;
/** Products per page of the admin dashboard's categories-only answer. */
export const DASHBOARD_PAGE_SIZE = 50;
const PAGE_MAX = 100_000;

// decimal(10,2): up to 8 digits before the separator. A comma is what a Spanish keyboard types.
const PRICE_PATTERN = /^(\d{1,8})(?:[.,](\d{1,2}))?$/;

/**
 * Euro cents of a price typed as a number or text ('12.5', '12,50', 12.5); null for no price
 * ('' or null); undefined when it is not a price (negative, more than two decimals, not a number).
 */
export function priceToCents(value: number | string | null): number | null | undefined {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    text = String(value);
  } else {
    text = value.trim();
  }
  const match = PRICE_PATTERN.exec(text);
  if (!match) return undefined;
  const [, euros = '0', cents = ''] = match;
  return Number(euros) * 100 + Number(cents.padEnd(2, '0'));
}

/**
 * A list of labels sent as an array or as a JSON-encoded array (what the admin form sends), trimmed,
 * without blanks or repeats; undefined when it is neither.
 */
export function parseTextList(value: string[] | string | null): string[] | undefined {
  let list: unknown = value;
  if (value === null) return [];
  if (typeof value === 'string') {
    if (value.trim() === '') return [];
    try {
      list = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (!Array.isArray(list) || !list.every((entry): entry is string => typeof entry === 'string')) return undefined;
  return [...new Set(list.map((entry) => entry.trim()).filter((entry) => entry !== ''))];
}

const name = (max: number) => z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(max, M.nameTooLong(max));

const description = optionalText(DESCRIPTION_MAX, M.descriptionTooLong);

const displayOrder = z.coerce.number({ error: M.displayOrder }).int(M.displayOrder).min(0, M.displayOrder).max(DISPLAY_ORDER_MAX, M.displayOrder);

const flag = z.boolean({ error: M.flag });

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** An uploaded image's path (served by the image pipeline) or an https address; blank means none. */
const imageUrl = z
  .string({ error: M.imageUrl })
  .trim()
  .max(2000, M.imageUrl)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || OWN_UPLOAD_PATH.test(value) || isHttpsUrl(value), M.imageUrl);

const referenceId = (message: string) => z.coerce.number({ error: message }).int(message).min(1, message);

/** A reference that may be absent: the forms send '' or null for "none". */
const optionalReference = z.preprocess((value) => (value === '' ? null : value), referenceId(HTTP_MESSAGES.invalidId).nullable());

const price = z.union([z.number(), z.string(), z.null()], { error: M.price }).transform((value, ctx): number | null => {
  const cents = priceToCents(value);
  if (cents === undefined) {
    ctx.addIssue({ code: 'custom', message: M.price });
    return z.NEVER;
  }
  return cents;
});

const textList = z.union([z.array(z.string()), z.string(), z.null()], { error: M.listInvalid }).transform((value, ctx): string[] => {
  const list = parseTextList(value);
  if (list === undefined) {
    ctx.addIssue({ code: 'custom', message: M.listInvalid });
    return z.NEVER;
  }
  if (list.length > LIST_MAX_ENTRIES || list.some((entry) => entry.length > LIST_ENTRY_MAX)) {
    ctx.addIssue({ code: 'custom', message: M.listTooLong });
    return z.NEVER;
  }
  return list;
});

/** Only the 14 EU allergens, stored under their official names whatever name, case or accents staff typed. */
const allergenList = textList.transform((list, ctx): Allergen[] => {
  const known: Allergen[] = [];
  for (const entry of list) {
    const reading = readAllergen(entry);
    if (!('allergen' in reading)) {
      const message = 'ambiguous' in reading ? M.allergenAmbiguous(entry, reading.ambiguous, ALLERGENS) : M.allergenUnknown(entry, ALLERGENS);
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    if (!known.includes(reading.allergen)) known.push(reading.allergen);
  }
  return known;
});

// Field sets without defaults: the update schemas are partial, and a default there would overwrite
// what the caller did not send (the subcategory eye button sends only isVisible).
const sectionFields = z.object({
  name: name(SECTION_NAME_MAX),
  description,
  imageUrl,
  displayOrder,
  isVisible: flag,
});

const categoryFields = z.object({
  name: name(CATEGORY_NAME_MAX),
  description,
  imageUrl,
  menuSectionId: optionalReference,
  displayOrder,
  isVisible: flag,
});

const subcategoryFields = z.object({
  name: name(SUBCATEGORY_NAME_MAX),
  description,
  categoryId: referenceId(M.categoryRequired),
  displayOrder,
  isVisible: flag,
});

const productFields = z.object({
  name: name(PRODUCT_NAME_MAX),
  description,
  price,
  imageUrl,
  categoryId: referenceId(M.categoryRequired),
  subcategoryId: optionalReference,
  isAvailable: flag,
  isVisible: flag,
  displayOrder,
  tags: textList,
  allergens: allergenList,
});

export const newSectionSchema = sectionFields.extend({
  displayOrder: displayOrder.default(0),
  isVisible: flag.default(true),
});
export const sectionUpdateSchema = sectionFields.partial();

export const newCategorySchema = categoryFields.extend({
  menuSectionId: optionalReference.default(null),
  displayOrder: displayOrder.default(1),
  isVisible: flag.default(true),
});
export const categoryUpdateSchema = categoryFields.partial();

export const newSubcategorySchema = subcategoryFields.extend({
  displayOrder: displayOrder.default(0),
  isVisible: flag.default(true),
});
export const subcategoryUpdateSchema = subcategoryFields.partial();

/** The API speaks euros ('12.50'); the database keeps cents. */
const priceInCents = <T extends { price?: number | null }>({ price: cents, ...rest }: T) => ({ ...rest, priceCents: cents });

export const newProductSchema = productFields
  .extend({
    price: price.default(null),
    subcategoryId: optionalReference.default(null),
    isAvailable: flag.default(true),
    isVisible: flag.default(true),
    displayOrder: displayOrder.default(1),
    tags: textList.default([]),
    allergens: allergenList.default([]),
  })
  .transform(priceInCents);
export const productUpdateSchema = productFields.partial().transform(priceInCents);

/**
 * The dashboard's menu forms check what they send with these: the same fields, the forms' display
 * order of 1 to 999, and the product's tags as the comma-separated text staff type (the form
 * turns it into a list when it sends).
 */
const formDisplayOrder = z.coerce.number({ error: M.formDisplayOrder }).int(M.formDisplayOrder).min(1, M.formDisplayOrder).max(DISPLAY_ORDER_MAX, M.formDisplayOrder);

export const sectionFormSchema = sectionFields.extend({ displayOrder: formDisplayOrder });
export const categoryFormSchema = categoryFields.extend({ displayOrder: formDisplayOrder });
export const subcategoryFormSchema = subcategoryFields.extend({ displayOrder: formDisplayOrder });
export const productFormSchema = productFields.extend({ displayOrder: formDisplayOrder, tags: z.string() });

/** The subcategory screen's order: a whole number as typed, anything else 0. */
export function orderOrZero(value: unknown): number {
  const parsed = Number.parseInt(String(value ?? ''), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

/** The subcategory screen's form: order 0 to 999, defaulting to 0, text that is not a number read as 0. */
export const subcategoryScreenSchema = subcategoryFields.extend({ displayOrder: z.preprocess(orderOrZero, displayOrder) });

/** Comma-separated text as a trimmed list without blanks. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

export const dashboardPageQuery = z.object({
  page: z.coerce.number({ error: M.page }).int(M.page).min(1, M.page).max(PAGE_MAX, M.page).default(1),
});

export const menuSearchQuery = z.object({
  q: z
    .string({ error: M.searchTooShort(SEARCH_MIN) })
    .trim()
    .min(SEARCH_MIN, M.searchTooShort(SEARCH_MIN))
    .max(SEARCH_MAX, M.searchTooLong(SEARCH_MAX)),
});

export type NewSection = z.infer<typeof newSectionSchema>;
export type SectionUpdate = z.infer<typeof sectionUpdateSchema>;
export type NewCategory = z.infer<typeof newCategorySchema>;
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;
export type NewSubcategory = z.infer<typeof newSubcategorySchema>;
export type SubcategoryUpdate = z.infer<typeof subcategoryUpdateSchema>;
export type NewProduct = z.infer<typeof newProductSchema>;
export type ProductUpdate = z.infer<typeof productUpdateSchema>;
