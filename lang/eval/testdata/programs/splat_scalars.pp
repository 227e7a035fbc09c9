notice([*1, *'a', *undef])
