notice(tagged(Class))
