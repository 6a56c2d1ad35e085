// A catalog's type with its words widened to string: English's `'Order'` is one string among four languages'.
export type Widened<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] };
