notice(Resource[""])
