import { useState } from 'react'
import { skipToken } from '@reduxjs/toolkit/query/react'
import { useGetActivityQuery, useGetUserQuery } from './usersApi'

export function UserDetails({ userId }: { userId: number | null }) {
  // No user chosen: skipToken means no request and no cache entry.
  const { data, currentData, isUninitialized, isFetching, isError } =
    useGetUserQuery(userId ?? skipToken)

  return (
    <section aria-labelledby="profile-heading">
      <h2 id="profile-heading">Profile</h2>
      <h3>Hook state</h3>
      <dl>
        <dt>isUninitialized</dt>
        <dd>{String(isUninitialized)}</dd>
        <dt>data (last result)</dt>
        <dd>{data?.name ?? 'none'}</dd>
        <dt>currentData (this argument)</dt>
        <dd>{currentData?.name ?? 'none'}</dd>
      </dl>
      <div role="status">
        {isUninitialized && <p>Choose a team member to load a profile.</p>}
        {isFetching && <p>Loading profile…</p>}
        {isError && !isFetching && (
          <p className="error">Could not load this profile.</p>
        )}
      </div>
      {currentData && (
        <article aria-label={`Profile of ${currentData.name}`}>
          <h3>{currentData.name}</h3>
          <p>
            {currentData.role} in {currentData.location} · {currentData.email}
          </p>
          <RecentActivity userId={currentData.id} />
        </article>
      )}
    </section>
  )
}

function RecentActivity({ userId }: { userId: number }) {
  const [show, setShow] = useState(false)
  // `skip` keeps the argument but holds the request back while unchecked.
  const { currentData, isUninitialized, isFetching, isError } =
    useGetActivityQuery(userId, { skip: !show })

  return (
    <>
      <label>
        <input
          type="checkbox"
          checked={show}
          onChange={(event) => setShow(event.target.checked)}
        />{' '}
        Show recent activity
      </label>
      <p role="status">
        {isUninitialized && 'Activity query skipped.'}
        {isFetching && 'Loading activity…'}
        {isError && !isFetching && (
          <span className="error">Could not load activity.</span>
        )}
      </p>
      {currentData && (
        <ul aria-label="Recent activity">
          {currentData.map((entry) => (
            <li key={entry.id}>
              {entry.summary} ({entry.at})
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
