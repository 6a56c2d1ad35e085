// The options of a choice list: the placeholder first (value ""), then each choice as itself.
interface SelectOptionsProps {
  readonly placeholder: string;
  readonly choices: readonly (string | number)[];
  /** A placeholder that cannot be chosen again once something is. */
  readonly placeholderDisabled?: boolean;
}

export function SelectOptions({ placeholder, choices, placeholderDisabled = false }: SelectOptionsProps) {
  return (
    <>
      <option value="" disabled={placeholderDisabled}>
        {placeholder}
      </option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </>
  );
}
