import { useState, type FormEvent } from 'react'
import { useGetMessagesQuery, useSendMessageMutation } from './chatApi'

const formatTime = (iso: string) => new Date(iso).toTimeString().slice(0, 5)

export function ChatRoom({ channel }: { channel: string }) {
  const {
    data: messages = [],
    isLoading,
    isError,
  } = useGetMessagesQuery(channel)
  const [sendMessage, { isLoading: isSending, isError: sendFailed, reset }] =
    useSendMessageMutation()
  const [text, setText] = useState('')

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    try {
      // The server pushes the new message back through the socket.
      await sendMessage({ channel, text }).unwrap()
      setText('')
    } catch {
      // The error is shown below; the draft stays in the input.
    }
  }

  return (
    <section aria-labelledby="channel-heading">
      <h2 id="channel-heading">#{channel}</h2>
      <div role="status">
        {isLoading && <p>Loading messages…</p>}
        {isError && <p className="error">Could not load #{channel}.</p>}
      </div>
      <ul aria-label={`Messages in #${channel}`} aria-live="polite">
        {messages.map((message) => (
          <li key={message.id}>
            <strong>{message.author}</strong> ({formatTime(message.sentAt)}):{' '}
            {message.text}
          </li>
        ))}
      </ul>
      <form onSubmit={handleSubmit}>
        <label>
          Message{' '}
          <input
            value={text}
            onChange={(event) => {
              setText(event.target.value)
              reset()
            }}
          />
        </label>{' '}
        <button disabled={isSending || !text.trim()}>
          {isSending ? 'Sending…' : 'Send'}
        </button>
      </form>
      <p role="alert" className="error">
        {sendFailed && 'Could not send the message. Try again.'}
      </p>
    </section>
  )
}
