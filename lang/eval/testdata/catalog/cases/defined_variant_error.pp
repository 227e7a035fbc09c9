notice(defined(Variant[Notify, Class]))
