// The options of a choice list: the placeholder first (value ""), then each choice, its value as the API gave it.
interface SelectOptionsProps<T extends string | number> {
  readonly placeholder: string;
  readonly choices: readonly T[];
  /** A placeholder that cannot be chosen again once something is. */
  readonly placeholderDisabled?: boolean;
  /** How the page writes a choice (a venue's "10:00 PM" in the page's clock); the choice itself by default. */
  readonly label?: (choice: T) => string;
}

export function SelectOptions<T extends string | number>({
  placeholder,
  choices,
  placeholderDisabled = false,
  label,
}: SelectOptionsProps<T>) {
  return (
    <>
      <option value="" disabled={placeholderDisabled}>
        {placeholder}
      </option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {label ? label(choice) : choice}
        </option>
      ))}
    </>
  );
}
