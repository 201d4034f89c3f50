import { useEffect } from 'react';
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { MenuCategory, MenuProduct, MenuSection, MenuSubcategory } from '../../../../../shared/menu-types';
import { categoryFormSchema, productFormSchema, sectionFormSchema, splitList, subcategoryFormSchema } from '../../../../../shared/schemas/menu';
import { AllergenPicker } from '../kit/AllergenPicker';
import { MENU_ADMIN } from './copy';
import { Checkbox, MenuDialog, Select, TextArea, TextInput, useMenuForm } from './MenuDialog';

const F = MENU_ADMIN.form;
/**
 * The dashboard's forms order from 1 to 999; an item stored with 0 (the subcategory screen's
 * default) is offered as 1, the nearest order the form accepts, instead of blocking the save.
 */
const order = (value: number | undefined) => String(Math.max(1, value ?? 1));

interface SectionValues {
  name: string;
  description: string;
  imageUrl: string;
  displayOrder: string;
  isVisible: boolean;
}

export function SectionDialog({ section, onClose }: { section: MenuSection | null; onClose(): void }) {
  const form = useMenuForm<SectionValues>(sectionFormSchema, {
    name: section?.name ?? '',
    description: section?.description ?? '',
    imageUrl: section?.imageUrl ?? '',
    displayOrder: order(section?.displayOrder),
    isVisible: section?.isVisible ?? true,
  });
  return (
    <MenuDialog kind="section" id={section?.id ?? null} form={form} toBody={(values) => values} onClose={onClose} imageFailure={MENU_ADMIN.uploadFailed.section}>
      <TextInput form={form} name="name" label={F.name} />
      <CommonFields form={form} />
    </MenuDialog>
  );
}

interface CategoryValues extends SectionValues {
  menuSectionId: string;
}

export function CategoryDialog({ category, sections, sectionId, onClose }: { category: MenuCategory | null; sections: readonly MenuSection[]; sectionId: number | null; onClose(): void }) {
  const form = useMenuForm<CategoryValues>(categoryFormSchema, {
    name: category?.name ?? '',
    description: category?.description ?? '',
    imageUrl: category?.imageUrl ?? '',
    menuSectionId: String(category ? (category.menuSectionId ?? '') : (sectionId ?? '')),
    displayOrder: order(category?.displayOrder),
    isVisible: category?.isVisible ?? true,
  });
  return (
    <MenuDialog kind="category" id={category?.id ?? null} form={form} toBody={(values) => values} onClose={onClose} imageFailure={MENU_ADMIN.uploadFailed.category}>
      <TextInput form={form} name="name" label={F.name} />
      <Select form={form} name="menuSectionId" label={F.section}>
        <option value="">{F.noSection}</option>
        {sections.map((section) => (
          <option key={section.id} value={section.id}>
            {section.name}
          </option>
        ))}
      </Select>
      <CommonFields form={form} />
    </MenuDialog>
  );
}

interface SubcategoryValues {
  name: string;
  description: string;
  categoryId: string;
  displayOrder: string;
  isVisible: boolean;
}

export function SubcategoryDialog({
  subcategory,
  categories,
  categoryId,
  onClose,
}: {
  subcategory: MenuSubcategory | null;
  categories: readonly MenuCategory[];
  categoryId: number | null;
  onClose(): void;
}) {
  const form = useMenuForm<SubcategoryValues>(subcategoryFormSchema, {
    name: subcategory?.name ?? '',
    description: subcategory?.description ?? '',
    categoryId: String(subcategory?.categoryId ?? categoryId ?? ''),
    displayOrder: order(subcategory?.displayOrder),
    isVisible: subcategory?.isVisible ?? true,
  });
  return (
    <MenuDialog kind="subcategory" id={subcategory?.id ?? null} form={form} toBody={(values) => values} onClose={onClose}>
      <TextInput form={form} name="name" label={F.name} />
      <Select form={form} name="categoryId" label={F.category}>
        <CategoryOptions categories={categories} />
      </Select>
      <CommonFields form={form} />
    </MenuDialog>
  );
}

interface ProductValues {
  name: string;
  description: string;
  price: string;
  imageUrl: string;
  categoryId: string;
  subcategoryId: string;
  isAvailable: boolean;
  isVisible: boolean;
  displayOrder: string;
  tags: string;
  allergens: string[];
}

interface ProductDialogProps {
  product: MenuProduct | null;
  categories: readonly MenuCategory[];
  subcategories: readonly MenuSubcategory[];
  categoryId: number | null;
  onClose(): void;
}

export function ProductDialog({ product, categories, subcategories, categoryId, onClose }: ProductDialogProps) {
  const form = useMenuForm<ProductValues>(productFormSchema, {
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: product?.price ?? '',
    imageUrl: product?.imageUrl ?? '',
    categoryId: String(product?.categoryId ?? categoryId ?? ''),
    subcategoryId: String(product?.subcategoryId ?? ''),
    isAvailable: product?.isAvailable ?? true,
    isVisible: product?.isVisible ?? true,
    displayOrder: order(product?.displayOrder),
    tags: product?.tags.join(', ') ?? '',
    allergens: product?.allergens ?? [],
  });
  const chosenCategory = useWatch({ control: form.control, name: 'categoryId' });
  const ofCategory = subcategories.filter((subcategory) => String(subcategory.categoryId) === chosenCategory);
  // A subcategory belongs to one category: choosing another category clears it.
  const { getValues, setValue } = form;
  useEffect(() => {
    const current = getValues('subcategoryId');
    if (current && !subcategories.some((subcategory) => String(subcategory.id) === current && String(subcategory.categoryId) === chosenCategory)) setValue('subcategoryId', '');
  }, [chosenCategory, subcategories, getValues, setValue]);
  return (
    <MenuDialog kind="product" id={product?.id ?? null} form={form} toBody={(values) => ({ ...values, tags: splitList(values.tags) })} onClose={onClose} imageFailure={MENU_ADMIN.uploadFailed.product}>
      <TextInput form={form} name="name" label={F.name} wide />
      <Select form={form} name="categoryId" label={F.category}>
        <CategoryOptions categories={categories} />
      </Select>
      <Select form={form} name="subcategoryId" label={F.subcategory} disabled={!chosenCategory} hint={chosenCategory ? undefined : F.subcategoryHint}>
        <option value="">{F.noSubcategory}</option>
        {ofCategory.map((subcategory) => (
          <option key={subcategory.id} value={subcategory.id}>
            {subcategory.name}
          </option>
        ))}
      </Select>
      <TextInput form={form} name="price" label={F.price} type="number" min={0} step="0.01" inputMode="decimal" />
      <TextInput form={form} name="displayOrder" label={F.displayOrder} type="number" min={1} max={999} inputMode="numeric" />
      <TextArea form={form} name="description" label={F.description} />
      <TextInput form={form} name="tags" label={F.tags} hint={F.tagsHint} wide />
      <AllergenPicker legend={F.allergens} box={() => form.register('allergens')} />
      <Checkbox form={form} name="isAvailable" label={F.isAvailable} />
      <Checkbox form={form} name="isVisible" label={F.isVisible} />
    </MenuDialog>
  );
}

function CategoryOptions({ categories }: { categories: readonly MenuCategory[] }) {
  return (
    <>
      <option value="">{F.pickCategory}</option>
      {categories.map((category) => (
        <option key={category.id} value={category.id}>
          {category.name}
        </option>
      ))}
    </>
  );
}

interface CommonValues extends FieldValues {
  description: string;
  displayOrder: string;
  isVisible: boolean;
}

/** Description, display order and visibility: the fields every menu item has. */
function CommonFields<Values extends CommonValues>({ form }: { form: UseFormReturn<Values> }) {
  return (
    <>
      <TextInput form={form} name={'displayOrder' as Path<Values>} label={F.displayOrder} type="number" min={1} max={999} inputMode="numeric" />
      <TextArea form={form} name={'description' as Path<Values>} label={F.description} />
      <Checkbox form={form} name={'isVisible' as Path<Values>} label={F.isVisible} />
    </>
  );
}
