import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { draftEdited, publishRequested, selectDraft } from './draftSlice'

const statusText = {
  saved: 'All changes saved',
  unsaved: 'Unsaved changes',
  saving: 'Saving…',
  failed: 'Not saved',
}

export function DraftEditor() {
  const dispatch = useAppDispatch()
  const { text, status, revision, error } = useAppSelector(selectDraft)

  return (
    <section>
      <label>
        Release notes
        <br />
        <textarea
          rows={4}
          cols={50}
          value={text}
          onChange={(event) => dispatch(draftEdited(event.target.value))}
        />
      </label>
      <p role="status">
        {statusText[status]} (revision {revision})
      </p>
      {error && <p className="error">{error}</p>}
      <button onClick={() => dispatch(publishRequested())}>Publish</button>
    </section>
  )
}
