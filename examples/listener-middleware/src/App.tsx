import { useAppSelector } from './app/hooks'
import { selectActivity } from './features/activity/activitySlice'
import { DraftEditor } from './features/draft/DraftEditor'

export default function App() {
  const activity = useAppSelector(selectActivity)
  return (
    <main>
      <h1>Release notes editor</h1>
      <p>
        Listeners run side effects: the draft saves itself once you stop typing
        for 0.8 s, and Publish waits for that save when one is pending.
      </p>
      <DraftEditor />
      <h2>Activity</h2>
      {activity.length === 0 && <p>Nothing yet: start typing.</p>}
      <ul aria-label="Activity" aria-live="polite">
        {activity.map((entry) => (
          <li key={entry.id}>{entry.message}</li>
        ))}
      </ul>
    </main>
  )
}
