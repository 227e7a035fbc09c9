tag(Notify)
