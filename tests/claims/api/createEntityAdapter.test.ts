import { createEntityAdapter } from '@reduxjs/toolkit';
import type { EntityAdapter } from '@reduxjs/toolkit';
import { describe, expect, expectTypeOf, it } from 'vitest';

interface Book {
  isbn: string;
  title: string;
  author: string;
  summary?: string;
}

interface Post {
  id: string;
  title: string;
}

describe('api/createEntityAdapter › Signature', () => {
  it('rejects a single type argument together with a custom selectId', () => {
    // @ts-expect-error TS2344: Type 'Book' does not satisfy the constraint '{ id: EntityId; }'
    createEntityAdapter<Book>({ selectId: (book) => book.isbn });
  });

  it('accepts both type arguments, or an annotated selectId parameter', () => {
    const withTypeArguments = createEntityAdapter<Book, string>({ selectId: (book) => book.isbn });
    const withAnnotation = createEntityAdapter({ selectId: (book: Book) => book.isbn });
    expectTypeOf(withTypeArguments).toEqualTypeOf<EntityAdapter<Book, string>>();
    expectTypeOf(withAnnotation).toEqualTypeOf<EntityAdapter<Book, string>>();
    expect(withAnnotation.selectId({ isbn: '978-0441013593', title: 'Dune', author: 'Frank Herbert' })).toBe(
      '978-0441013593',
    );
  });
});

describe('api/createEntityAdapter › Set, upsert or update', () => {
  const booksAdapter = createEntityAdapter({ selectId: (book: Book) => book.isbn });
  const dune: Book = {
    isbn: '978-0441013593',
    title: 'Dune',
    author: 'Frank Herbert',
    summary: 'A desert planet and the spice it guards.',
  };

  it('keeps stored fields that the upserted object does not have', () => {
    const start = booksAdapter.getInitialState({}, [dune]);
    const next = booksAdapter.upsertOne(start, {
      isbn: dune.isbn,
      title: 'Dune (50th anniversary)',
      author: dune.author,
    });
    expect(next.entities[dune.isbn]).toEqual({ ...dune, title: 'Dune (50th anniversary)' });
  });

  it('overwrites a stored field with an explicit undefined', () => {
    const start = booksAdapter.getInitialState({}, [dune]);
    const next = booksAdapter.upsertOne(start, { ...dune, summary: undefined });
    expect(next.entities[dune.isbn]).toHaveProperty('summary', undefined);
  });

  it('requires a complete entity in TypeScript', () => {
    interface Product {
      id: string;
      name: string;
      priceCents: number;
    }
    const productsAdapter = createEntityAdapter<Product>();
    const start = productsAdapter.getInitialState({}, [{ id: 'p1', name: 'Mug', priceCents: 1200 }]);
    // @ts-expect-error TS2769: Property 'priceCents' is missing
    const next = productsAdapter.upsertOne(start, { id: 'p1', name: 'Large mug' });
    // At runtime the merge still happens
    expect(next.entities.p1).toEqual({ id: 'p1', name: 'Large mug', priceCents: 1200 });
  });
});

describe('api/createEntityAdapter › Update objects for updateOne and updateMany', () => {
  const adapters = {
    unsorted: createEntityAdapter<Post>(),
    sorted: createEntityAdapter<Post>({ sortComparer: (a, b) => a.title.localeCompare(b.title) }),
  };

  for (const [kind, postsAdapter] of Object.entries(adapters)) {
    it(`replaces another entity when an update changes the ID to its ID (${kind})`, () => {
      const start = postsAdapter.getInitialState({}, [
        { id: 'draft-1', title: 'A new draft' },
        { id: 'post-7', title: 'Published post' },
        { id: 'post-8', title: 'Zebra facts' },
      ]);
      const next = postsAdapter.updateOne(start, { id: 'draft-1', changes: { id: 'post-7' } });
      expect(next.entities).toEqual({
        'post-7': { id: 'post-7', title: 'A new draft' },
        'post-8': { id: 'post-8', title: 'Zebra facts' },
      });
      expect([...next.ids].sort()).toEqual(['post-7', 'post-8']);
    });
  }
});
