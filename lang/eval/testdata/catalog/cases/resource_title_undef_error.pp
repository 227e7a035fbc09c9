notify { undef: }
