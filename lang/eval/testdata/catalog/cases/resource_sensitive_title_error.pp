notify { Sensitive('x'): }
