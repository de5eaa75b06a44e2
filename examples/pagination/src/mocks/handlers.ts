import { delay, http, HttpResponse } from 'msw'
import type { Book } from '../features/books/booksApi'

const books: Book[] = [
  { id: 1, title: 'Middlemarch', author: 'George Eliot', year: 1871 },
  { id: 2, title: 'Moby-Dick', author: 'Herman Melville', year: 1851 },
  { id: 3, title: 'Jane Eyre', author: 'Charlotte Brontë', year: 1847 },
  { id: 4, title: 'Bleak House', author: 'Charles Dickens', year: 1853 },
  { id: 5, title: 'The Idiot', author: 'Fyodor Dostoevsky', year: 1869 },
  { id: 6, title: 'Anna Karenina', author: 'Leo Tolstoy', year: 1878 },
  { id: 7, title: 'Madame Bovary', author: 'Gustave Flaubert', year: 1857 },
  { id: 8, title: 'Great Expectations', author: 'Charles Dickens', year: 1861 },
  { id: 9, title: 'Wuthering Heights', author: 'Emily Brontë', year: 1847 },
  { id: 10, title: 'Persuasion', author: 'Jane Austen', year: 1817 },
  { id: 11, title: 'Les Misérables', author: 'Victor Hugo', year: 1862 },
  { id: 12, title: 'Fathers and Sons', author: 'Ivan Turgenev', year: 1862 },
  { id: 13, title: 'Effi Briest', author: 'Theodor Fontane', year: 1895 },
  {
    id: 14,
    title: 'The Portrait of a Lady',
    author: 'Henry James',
    year: 1881,
  },
  {
    id: 15,
    title: 'Far from the Madding Crowd',
    author: 'Thomas Hardy',
    year: 1874,
  },
  { id: 16, title: 'North and South', author: 'Elizabeth Gaskell', year: 1855 },
  { id: 17, title: 'The Red and the Black', author: 'Stendhal', year: 1830 },
  { id: 18, title: 'Dom Casmurro', author: 'Machado de Assis', year: 1899 },
  { id: 19, title: 'The Woman in White', author: 'Wilkie Collins', year: 1859 },
  { id: 20, title: 'Frankenstein', author: 'Mary Shelley', year: 1818 },
  {
    id: 21,
    title: 'Vanity Fair',
    author: 'William Makepeace Thackeray',
    year: 1848,
  },
  {
    id: 22,
    title: 'The Scarlet Letter',
    author: 'Nathaniel Hawthorne',
    year: 1850,
  },
  { id: 23, title: 'Emma', author: 'Jane Austen', year: 1815 },
]

export const handlers = [
  http.get('/api/books', async ({ request }) => {
    const url = new URL(request.url)
    const page = Number(url.searchParams.get('page') ?? 1)
    const limit = Number(url.searchParams.get('limit') ?? 5)
    await delay(400)
    const start = (page - 1) * limit
    return HttpResponse.json({
      books: books.slice(start, start + limit),
      page,
      totalPages: Math.ceil(books.length / limit),
    })
  }),
]
