// A monotonic counter orders requests and mutations; wall clocks can tie.
let timestamp = 0
export const getTimestamp = (): number => ++timestamp
