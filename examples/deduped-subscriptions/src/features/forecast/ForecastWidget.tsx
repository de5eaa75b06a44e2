import { type Forecast, useGetForecastQuery } from './forecastApi'

export const CITY = 'Lisbon'

const readings = {
  conditions: (forecast: Forecast) => forecast.conditions,
  temperature: (forecast: Forecast) => `${forecast.temperatureC} °C`,
  wind: (forecast: Forecast) => `${forecast.windKph} km/h`,
  humidity: (forecast: Forecast) => `${forecast.humidity} %`,
}

interface Props {
  title: string
  reading: keyof typeof readings
  canRefresh?: boolean
}

/** Every widget subscribes to the same query with the same argument. */
export function ForecastWidget({ title, reading, canRefresh = false }: Props) {
  const { data, isLoading, isFetching, isError, refetch } =
    useGetForecastQuery(CITY)

  return (
    <section
      aria-label={title}
      aria-busy={isFetching}
      style={{ border: '1px solid GrayText', padding: '0 .75rem .75rem' }}
    >
      <h2>{title}</h2>
      <div role="status">
        {isLoading && <p>Loading forecast…</p>}
        {isError && !isFetching && (
          <p className="error">Could not load the forecast.</p>
        )}
      </div>
      {data && (
        <>
          <p>{readings[reading](data)}</p>
          <p>From response #{data.responseNumber}</p>
        </>
      )}
      {canRefresh && (
        <button onClick={() => refetch()} disabled={isFetching}>
          Refresh
        </button>
      )}
    </section>
  )
}
