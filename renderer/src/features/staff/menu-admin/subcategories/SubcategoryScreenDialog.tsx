import type { MenuCategory, MenuSubcategory } from '../../../../../../shared/menu-types';
import { orderOrZero, subcategoryScreenSchema } from '../../../../../../shared/schemas/menu';
import { FormDialog } from '../../kit/FormDialog';
import { Checkbox, Select, TextArea, TextInput, useMenuForm } from '../MenuDialog';
import { SUBCATEGORIES } from './copy';
import { useSaveSubcategory } from './use-subcategory-screen';

const F = SUBCATEGORIES.form;

interface Values {
  name: string;
  categoryId: string;
  description: string;
  displayOrder: string;
  isVisible: boolean;
}

/** 'Nueva Subcategoría' and 'Editar Subcategoría': the screen's five fields, order 0 by default. */
export function SubcategoryScreenDialog({ subcategory, categories, onClose }: { subcategory: MenuSubcategory | null; categories: readonly MenuCategory[]; onClose(): void }) {
  const form = useMenuForm<Values>(subcategoryScreenSchema, {
    name: subcategory?.name ?? '',
    categoryId: subcategory ? String(subcategory.categoryId) : '',
    description: subcategory?.description ?? '',
    displayOrder: String(subcategory?.displayOrder ?? 0),
    isVisible: subcategory?.isVisible ?? true,
  });
  const save = useSaveSubcategory(onClose);
  const submit = form.handleSubmit((values) => save.mutate({ id: subcategory?.id ?? null, body: { ...values, displayOrder: orderOrZero(values.displayOrder) } }));
  return (
    <FormDialog
      title={subcategory ? SUBCATEGORIES.editTitle : SUBCATEGORIES.add}
      formId="subcategoria"
      submitLabel={subcategory ? F.update : F.create}
      pending={save.isPending}
      formClassName="grid gap-3"
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <TextInput form={form} name="name" label={F.name} placeholder={F.namePlaceholder} />
      <Select form={form} name="categoryId" label={F.category}>
        <option value="">{F.pickCategory}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </Select>
      <TextArea form={form} name="description" label={F.description} />
      <TextInput form={form} name="displayOrder" label={F.displayOrder} type="number" inputMode="numeric" />
      <Checkbox form={form} name="isVisible" label={F.isVisible} />
      {save.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {save.error.message}
        </p>
      )}
    </FormDialog>
  );
}
