Node <| |>
