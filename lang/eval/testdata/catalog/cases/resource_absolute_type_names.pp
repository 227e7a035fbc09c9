define d() { notice("d ${title}") }
::d { 'x': }
@d { 'v': }
::D <| |>
notice(defined(Resource['::d', 'x']))
notice(defined(Resource['::notify']))
notice(Resource['::notify'])
