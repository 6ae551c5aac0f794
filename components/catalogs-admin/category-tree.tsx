'use client';

import { useTranslations } from 'next-intl';
import { AdminActions } from '@/components/ui/admin-actions';
import {
  type CatalogLayout,
  type CategoryBlock,
  coursesBeneath,
  type ListRef,
  withReordered,
} from '@/lib/catalogs-admin/board';
import {
  type AdminCatalog,
  type AdminCourse,
  createCategory,
  deleteCategory,
  updateCategory,
} from '@/lib/resources/catalogs-admin';
import { moveTo } from '@/shared/catalogs-admin/ordering';
import { SortableList } from './sortable-list';
import { useCatalogDialogs } from './use-catalog-dialogs';
import { useSaveOrder } from './use-catalog-writes';

/**
 * A catalog's two levels of categories, each with its courses in order, and the courses
 * without a category. Every list reorders by drag and drop or Move up / Move down.
 */
export function CategoryTree({
  catalog,
  layout,
}: {
  catalog: AdminCatalog;
  layout: CatalogLayout;
}) {
  const t = useTranslations('catalogsAdmin');
  const save = useSaveOrder();
  const reorder = (list: ListRef) => (from: number, to: number) =>
    save.mutate({
      catalogId: catalog.id,
      layout: withReordered(layout, list, (items) => moveTo(items, from, to)),
    });

  return (
    <div className="catalog-tree">
      {layout.categories.length > 0 && (
        <SortableList
          items={layout.categories}
          nameOf={(block) => block.name}
          label={t('category.listLabel', { catalog: catalog.name })}
          onMove={reorder({ kind: 'categories', parentId: null })}
          renderItem={(block) => (
            <CategoryItem catalog={catalog} block={block} reorder={reorder} topLevel />
          )}
        />
      )}
      <div className="catalog-uncategorised kit-stack">
        <h3>{t('course.uncategorised')}</h3>
        <CourseList
          courses={layout.uncategorised}
          label={t('course.uncategorisedLabel', { catalog: catalog.name })}
          onMove={reorder({ kind: 'courses', categoryId: null })}
        />
      </div>
    </div>
  );
}

/** Rename, Add subcategory and Delete of a category, each handed the button that opened it. */
function useCategoryEdits(catalog: AdminCatalog, block: CategoryBlock) {
  const t = useTranslations('catalogsAdmin');
  const { askName, confirmDelete } = useCatalogDialogs();
  const rename = (trigger: HTMLElement) =>
    askName(
      {
        id: `category-rename:${block.id}`,
        title: t('category.renameTitle', { name: block.name }),
        description: t('category.renameDescription'),
        label: t('category.name'),
        initial: block.name,
        submit: t('save'),
        save: (name) => updateCategory(catalog.id, block.id, { name }),
      },
      trigger,
    );
  const addChild = (trigger: HTMLElement) =>
    askName(
      {
        id: `category-add-child:${block.id}`,
        title: t('category.addChildTitle', { parent: block.name }),
        description: t('category.addChildDescription'),
        label: t('category.name'),
        submit: t('category.add'),
        save: (name) => createCategory(catalog.id, { name, parentId: block.id }),
      },
      trigger,
    );
  const remove = (trigger: HTMLElement) =>
    confirmDelete({
      id: `category-delete:${block.id}`,
      title: t('category.deleteTitle', { name: block.name }),
      description: t('category.deleteDescription', {
        courses: coursesBeneath(block),
        children: block.children.length,
      }),
      confirm: t('category.delete'),
      remove: () => deleteCategory(catalog.id, block.id),
      onClosed: (done) => {
        if (!done) trigger.focus();
        else document.querySelector<HTMLElement>('.catalogs-toolbar button')?.focus();
      },
    });
  return { rename, addChild, remove };
}

function CategoryItem({
  catalog,
  block,
  reorder,
  topLevel,
}: {
  catalog: AdminCatalog;
  block: CategoryBlock;
  reorder: (list: ListRef) => (from: number, to: number) => void;
  topLevel: boolean;
}) {
  const t = useTranslations('catalogsAdmin');
  const { rename, addChild, remove } = useCategoryEdits(catalog, block);

  return (
    <div
      className={topLevel ? 'category-block kit-stack' : 'category-block category-child kit-stack'}
    >
      <div className="category-header kit-bar">
        <h3>{block.name}</h3>
        <div className="category-actions kit-wrap">
          <AdminActions
            actions={[
              {
                text: t('rename'),
                label: t('category.renameLabel', { name: block.name }),
                onClick: rename,
              },
              topLevel && {
                text: t('category.addChild'),
                label: t('category.addChildLabel', { parent: block.name }),
                onClick: addChild,
              },
              {
                text: t('delete'),
                label: t('category.deleteLabel', { name: block.name }),
                onClick: remove,
              },
            ]}
          />
        </div>
      </div>
      <CourseList
        courses={block.courses}
        label={t('course.listLabel', { category: block.name })}
        onMove={reorder({ kind: 'courses', categoryId: block.id })}
      />
      {block.children.length > 0 && (
        <SortableList
          className="category-children"
          items={block.children}
          nameOf={(child) => child.name}
          label={t('category.childrenLabel', { parent: block.name })}
          onMove={reorder({ kind: 'categories', parentId: block.id })}
          renderItem={(child) => (
            <CategoryItem catalog={catalog} block={child} reorder={reorder} topLevel={false} />
          )}
        />
      )}
    </div>
  );
}

function CourseList({
  courses,
  label,
  onMove,
}: {
  courses: AdminCourse[];
  label: string;
  onMove: (from: number, to: number) => void;
}) {
  const t = useTranslations('catalogsAdmin');
  if (courses.length === 0) return <p className="catalog-no-courses">{t('course.none')}</p>;
  return (
    <SortableList
      className="course-list"
      items={courses}
      nameOf={(course) => course.title}
      label={label}
      onMove={onMove}
      renderItem={(course) => (
        <span className="course-entry kit-row">
          <span>{course.title}</span>
          {course.status !== 'published' && (
            <span className="course-status">{t(`course.status.${course.status}`)}</span>
          )}
        </span>
      )}
    />
  );
}
