import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { errorDismissed, selectLastError, selectPending } from './statusSlice'
import {
  fetchInvoices,
  fetchMembers,
  fetchProjects,
  selectResources,
  type Item,
} from './resourcesSlice'

function ItemList({ label, items }: { label: string; items: Item[] }) {
  return (
    <section>
      <h2>{label}</h2>
      {items.length === 0 ? (
        <p>Not loaded</p>
      ) : (
        <ul aria-label={label}>
          {items.map((item) => (
            <li key={item.id}>{item.name}</li>
          ))}
        </ul>
      )}
    </section>
  )
}

export function Dashboard() {
  const dispatch = useAppDispatch()
  const pending = useAppSelector(selectPending)
  const lastError = useAppSelector(selectLastError)
  const { projects, members, invoices } = useAppSelector(selectResources)

  function loadAll() {
    dispatch(fetchProjects())
    dispatch(fetchMembers())
    dispatch(fetchInvoices())
  }

  return (
    <>
      <p>
        <button onClick={() => dispatch(fetchProjects())}>Load projects</button>{' '}
        <button onClick={() => dispatch(fetchMembers())}>Load team</button>{' '}
        <button onClick={() => dispatch(fetchInvoices())}>Load invoices</button>{' '}
        <button onClick={loadAll}>Load all</button>
      </p>
      <p aria-busy={pending > 0}>
        Requests in flight: <output aria-label="In flight">{pending}</output>
      </p>
      <div role="alert">
        {lastError && (
          <p className="error">
            {lastError.from} failed: {lastError.message}{' '}
            <button onClick={() => dispatch(errorDismissed())}>Dismiss</button>
          </p>
        )}
      </div>
      <ItemList label="Projects" items={projects} />
      <ItemList label="Team" items={members} />
      <ItemList label="Invoices" items={invoices} />
    </>
  )
}
